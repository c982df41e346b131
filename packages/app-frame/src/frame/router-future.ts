/**
 * react-router 6 with the behaviour of its next major turned on, so the app does not change when it
 * is upgraded (and the router prints no deprecation warnings). The apps use the declarative routers
 * (`BrowserRouter`, `Routes`): the data router's loaders, actions and fetchers would ship about 15 KB of
 * compressed code that no page uses.
 */
export const routerFutureFlags = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
