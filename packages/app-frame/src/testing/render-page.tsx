import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { startBus } from '@steady/bus';
import { startUserState } from '@steady/user-state';
import type { Catalogs } from '@steady/ui';
import { AppProviders } from '../providers/app-providers';
import { routerFutureFlags } from '../frame/router-future';

/** Shows where the router went, so a test can see a navigation without the page behind it. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

interface RenderPageOptions {
  /** The URL the page opens at, with any query. */
  path?: string;
  /** The route pattern the page is mounted on (defaults to the path). */
  route?: string;
  /** Router state, as a `navigate(to, { state })` before the page would leave. */
  state?: unknown;
}

/**
 * Test helper for every remote: renders a page with that remote's catalogs and the shared providers,
 * under a router, as the shell would. Not exported from the package index, so it never ships.
 */
export function createPageRenderer(catalogs: Catalogs) {
  // As the shell's bootstrap does before anything renders: saved state restored, changes saved.
  startBus();
  startUserState();
  return function renderPage(element: ReactElement, options: RenderPageOptions = {}) {
    const url = new URL(options.path ?? '/', 'http://steady.test');
    return render(
      <AppProviders catalogs={catalogs}>
        <MemoryRouter
          initialEntries={[
            { pathname: url.pathname, search: url.search, hash: url.hash, state: options.state },
          ]}
          future={routerFutureFlags}
        >
          <Routes>
            <Route path={options.route ?? url.pathname} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>,
    );
  };
}

/** Node's own setImmediate: jest's fake timers hold the page's. */
const { setImmediate: realSetImmediate } = jest.requireActual<typeof import('node:timers')>('node:timers');

/**
 * Settles promises started by effects (a save, texts loading) inside act: every promise chain already under
 * way runs to its end before the next task, which a fake clock does not hold.
 */
export async function flushPromises(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => realSetImmediate(resolve));
  });
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
