import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { remoteNames, shellPagePaths, type RemotesMap } from '@steady/contracts';
import { ErrorBoundary } from '@steady/app-frame';
import { ErrorScreen } from '../features/errors/components/ErrorScreen';
import { ShellLayout } from '../features/layout/components/ShellLayout';
import { RemotePage } from '../features/remotes/components/RemotePage';
import { SupportPage } from '../features/support';

// The legal texts are long and rarely read: loaded only when opened.
const TermsPage = lazy(async () => ({
  default: (await import('../features/legal/components/TermsPage')).TermsPage,
}));
const PrivacyPage = lazy(async () => ({
  default: (await import('../features/legal/components/PrivacyPage')).PrivacyPage,
}));

const showErrorScreen = () => <ErrorScreen />;

/**
 * The shell's own pages and the 404 are fixed; every path a remote declares in the remotes map the page
 * received is routed to that remote (loaded on first visit): a remote adds or renames a page by deploying,
 * with no shell rebuild. A page that throws shows the error screen; the layout's own failure replaces the
 * whole screen, a page's keeps the header and footer (ShellLayout).
 */
export function ShellRoutes({ remotes }: { remotes: Partial<RemotesMap> }) {
  const location = useLocation();
  return (
    <ErrorBoundary label="the page" resetKeys={[location.key]} fallback={showErrorScreen}>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route
            path={shellPagePaths.terms}
            element={
              <Suspense>
                <TermsPage />
              </Suspense>
            }
          />
          <Route
            path={shellPagePaths.privacy}
            element={
              <Suspense>
                <PrivacyPage />
              </Suspense>
            }
          />
          <Route path={shellPagePaths.support} element={<SupportPage />} />
          {remoteNames.flatMap((remoteName) =>
            (remotes[remoteName]?.routes ?? []).map((path) => (
              <Route
                key={`${remoteName}${path}`}
                path={path}
                element={<RemotePage key={`${remoteName}${path}`} remoteName={remoteName} path={path} />}
              />
            )),
          )}
          <Route path="*" element={<ErrorScreen notFound />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
