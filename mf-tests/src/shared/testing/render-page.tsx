// The matchers are registered by jest's setup file; this brings their types to the global expect.
/// <reference types="@testing-library/jest-dom" />
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, routerFutureFlags, routerProviderFutureFlags } from '@steady/ui';
import { catalogs } from '../../i18n/catalogs';

/** Shows where the router went, so a test can see a navigation without the page behind it. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders a page of this remote at `path` with its providers, as the shell would. */
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
