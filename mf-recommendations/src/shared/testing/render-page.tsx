// The matchers are registered by jest's setup file; this brings their types to the global expect.
/// <reference types="@testing-library/jest-dom" />
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { TechniqueEntry, User } from '@steady/contracts';
import { AppProviders, routerFutureFlags, routerProviderFutureFlags } from '@steady/ui';
import { catalogs } from '../../i18n/catalogs';

/** Shows where the router went, so a test can see a navigation without the page behind it. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders an element of this remote at `path` with its providers, as the shell would. */
export function renderPage(element: ReactElement, options: { path?: string; route?: string } = {}) {
  const path = options.path ?? '/';
  return render(
    <AppProviders catalogs={catalogs}>
      <MemoryRouter
        initialEntries={[path]}
        future={{
          ...routerProviderFutureFlags,
          v7_relativeSplatPath: routerFutureFlags.v7_relativeSplatPath,
        }}
      >
        <Routes>
          <Route path={options.route ?? path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
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

export const testUser: User = {
  id: 'u1',
  name: 'Ann',
  email: 'ann@example.com',
  memberSince: '2026-01-01',
  subscription_status: 'inactive',
};

/** A technique entry as the content API sends it; `overrides` shape the case at hand. */
export function techniqueEntry(overrides: Partial<TechniqueEntry> = {}): TechniqueEntry {
  return {
    id: 'extended-exhale',
    type: 'text',
    appName: null,
    props: {},
    name: 'Extended exhale',
    desc: 'Breathe out longer than you breathe in.',
    time: '3 min',
    minutes: 3,
    xp: '15 XP',
    xpAmount: 15,
    likes: '4',
    steps: ['Breathe in for four counts.', 'Breathe out for six counts.', 'Repeat five times.'],
    audio: false,
    isPremium: false,
    locked: false,
    ...overrides,
  };
}
