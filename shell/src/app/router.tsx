import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { remoteNames, type RemotesMap } from '@steady/contracts';
import { routerFutureFlags } from '@steady/app-frame';
import { ErrorScreen } from '../features/errors/components/ErrorScreen';
import { ShellLayout } from '../features/layout/components/ShellLayout';
import { RemotePage } from '../features/remotes/components/RemotePage';
import { SupportPage } from '../features/support/components/SupportPage';

/**
 * Every path a remote declares in the remotes map, routed to that remote (loaded on first visit): a
 * remote adds or renames a page by deploying, with no shell rebuild.
 */
function remoteRoutes(remotes: Partial<RemotesMap>): RouteObject[] {
  return remoteNames.flatMap((remoteName) =>
    (remotes[remoteName]?.routes ?? []).map((path) => ({
      path,
      element: <RemotePage key={`${remoteName}${path}`} remoteName={remoteName} path={path} />,
    })),
  );
}

/** The shell's own pages and the 404 are fixed; the remotes' pages come from the map the page received. */
export function createShellRouter(remotes: Partial<RemotesMap>) {
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
              ...remoteRoutes(remotes),
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
