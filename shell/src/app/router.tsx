import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { remoteNames, remoteRoutePaths } from '@steady/contracts';
import { ErrorScreen } from '../features/errors/components/ErrorScreen';
import { ShellLayout } from '../features/layout/components/ShellLayout';
import { LegalPage } from '../features/legal/components/LegalPage';
import { privacyDocument } from '../features/legal/content/privacy';
import { termsDocument } from '../features/legal/content/terms';
import { RemotePage } from '../features/remotes/components/RemotePage';

/** Every path a remote owns, routed to that remote (loaded on first visit). */
const remoteRoutes: RouteObject[] = remoteNames.flatMap((remoteName) =>
  remoteRoutePaths[remoteName].map((path) => ({
    path,
    element: <RemotePage key={`${remoteName}${path}`} remoteName={remoteName} path={path} />,
  })),
);

export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <ShellLayout />,
      errorElement: <ErrorScreen />,
      children: [
        {
          // Errors below keep the header and footer on screen.
          errorElement: <ErrorScreen />,
          children: [
            { path: '/terms', element: <LegalPage document={termsDocument} /> },
            { path: '/privacy', element: <LegalPage document={privacyDocument} /> },
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
  ]);
}
