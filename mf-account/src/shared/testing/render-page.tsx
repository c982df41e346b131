import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authChannel, authTransitions, languageChannel } from '@steady/bus';
import type { User } from '@steady/contracts';
import { userStateActions } from '@steady/user-state';
import { AppProviders, routerFutureFlags, routerProviderFutureFlags } from '@steady/ui';
import { catalogs } from '../../i18n/catalogs';

/** Shows where the router went, so a test can see a navigation without the page behind it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page of this remote at `path` (with router `state`), with its providers, as the shell would. */
export function renderPage(
  element: ReactElement,
  options: { path: string; route?: string; state?: unknown },
) {
  const url = new URL(options.path, 'http://steady.test');
  return render(
    <AppProviders catalogs={catalogs}>
      <MemoryRouter
        initialEntries={[{ pathname: url.pathname, search: url.search, state: options.state }]}
        future={{
          ...routerProviderFutureFlags,
          v7_relativeSplatPath: routerFutureFlags.v7_relativeSplatPath,
        }}
      >
        <Routes>
          <Route path={options.route ?? url.pathname} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

export const testUser: User = {
  id: 'user-1',
  name: 'Ann Example',
  email: 'ann@example.com',
  photo: null,
  memberSince: '2026-03-01T12:00:00.000Z',
  subscription_status: 'inactive',
};

/** A clean device: signed out, English, nothing stored. */
export function resetDevice() {
  localStorage.clear();
  authChannel.set(authTransitions.signedOut);
  userStateActions.reset();
  languageChannel.set('en');
}

export function signIn(user: User = testUser, token = 'token-1') {
  authChannel.set(authTransitions.signedIn(user, token));
}

interface FakeAnswer {
  status: number;
  body: unknown;
}

/**
 * Stands in for fetch: `answer` picks the reply per method and URL. jsdom has no Response; the API
 * client reads only ok, status and json.
 */
export function fakeApi(answer: (method: string, url: string, body: unknown) => FakeAnswer) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const reply = answer(method, url, init.body === undefined ? undefined : JSON.parse(String(init.body)));
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      json: async () => reply.body,
    };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const initialProgressBody = {
  xp: 0,
  level: 1,
  xpToNextLevel: 100,
  completedTechniques: [],
  badges: [],
};
