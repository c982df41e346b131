/**
 * react-router 6 with the behaviour of its next major turned on, so the app does not change when it
 * is upgraded (and the router prints no deprecation warnings).
 */
export const routerFutureFlags = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

export const routerProviderFutureFlags = { v7_startTransition: true } as const;
