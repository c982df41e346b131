import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { remoteNames, remoteRoutePaths } from '@steady/contracts';
import { routerFutureFlags } from '@steady/ui';
import { ErrorScreen } from '../features/errors/components/ErrorScreen';
import { ShellLayout } from '../features/layout/components/ShellLayout';
import { RemotePage } from '../features/remotes/components/RemotePage';
import { SupportPage } from '../features/support/components/SupportPage';

/** Every path a remote owns, routed to that remote (loaded on first visit). */
const remoteRoutes: RouteObject[] = remoteNames.flatMap((remoteName) =>
  remoteRoutePaths[remoteName].map((path) => ({
    path,
    element: <RemotePage key={`${remoteName}${path}`} remoteName={remoteName} path={path} />,
  })),
);

export function createShellRouter() {
  return createBrowserRouter(
    [
      {
        element: <ShellLayout />,
        errorElement: <ErrorScreen />,
        children: [
          {
            // Errors below keep the header and footer on screen.
            errorElement: <ErrorScreen />,
            children: [
              // The legal texts are long and rarely read: loaded only when opened.
              {
                path: '/terms',
                lazy: async () => ({
                  Component: (await import('../features/legal/components/TermsPage')).TermsPage,
                }),
              },
              {
                path: '/privacy',
                lazy: async () => ({
                  Component: (await import('../features/legal/components/PrivacyPage')).PrivacyPage,
                }),
              },
              { path: '/support', element: <SupportPage /> },
              ...remoteRoutes,
              {
                path: '*',
                loader: () => {
                  throw new Response('Not Found', { status: 404 });
                },
              },
            ],
          },
        ],
      },
    ],
    { future: routerFutureFlags },
  );
}
