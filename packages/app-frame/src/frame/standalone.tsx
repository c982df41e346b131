import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { BrowserRouter, NavLink, Outlet, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { verifyStoredSession } from '@steady/api-client';
import { followAuthWithBadDay, followAuthWithSubscription, followAuthWithTheme, startBus } from '@steady/bus';
import type { RemoteName } from '@steady/contracts';
import { GlobalStyle, type Catalogs } from '@steady/ui';
import { startUserState } from '@steady/user-state';
// By the package's name, not relative paths: a remote's standalone page then runs the one shared copy of
// the frame, whose providers its pages read.
import {
  AppProviders,
  LanguageToggle,
  routerFutureFlags,
  runEffectsAfterRender,
  ToastViewport,
  useDocumentLanguage,
  useDocumentTheme,
  startErrorReporting,
  type RemotePages,
} from '@steady/app-frame';

const FrameHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 2px dashed ${({ theme }) => theme.colors.accent};
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

function StandaloneFrame({ remoteName, paths }: { remoteName: RemoteName; paths: string[] }) {
  useDocumentLanguage();
  useDocumentTheme();
  useEffect(() => {
    const stopFollowing = followAuthWithSubscription();
    const stopFollowingTheme = followAuthWithTheme();
    const stopFollowingBadDay = followAuthWithBadDay();
    void verifyStoredSession();
    return () => {
      stopFollowing();
      stopFollowingTheme();
      stopFollowingBadDay();
    };
  }, []);
  return (
    <>
      <GlobalStyle />
      <FrameHeader>
        <strong>
          <FormattedMessage id="ui.standalone.badge" values={{ remote: remoteName }} />
        </strong>
        <nav aria-label={remoteName}>
          {paths.map((path) => (
            <NavLink key={path} to={path} end>
              {path}
            </NavLink>
          ))}
        </nav>
        <LanguageToggle />
      </FrameHeader>
      <Outlet />
      <ToastViewport />
    </>
  );
}

/**
 * Runs one remote on its own, as QA opens it: its pages under a minimal frame, talking to the
 * gateway's /api, under whatever path the build is served from (e.g. /remotes/mf_tests/).
 */
export function renderStandaloneRemote(options: {
  remoteName: RemoteName;
  catalogs: Catalogs;
  pages: RemotePages;
  /** The build's public path; its path part becomes the router's basename. */
  publicPath: string;
}) {
  startErrorReporting(options.remoteName);
  runEffectsAfterRender();
  startBus();
  startUserState();
  const entries = Object.entries<React.ComponentType>(options.pages);
  const linkablePaths = entries.map(([path]) => path).filter((path) => !path.includes(':'));
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <BrowserRouter
      basename={new URL(options.publicPath, window.location.href).pathname.replace(/\/$/, '') || '/'}
      future={routerFutureFlags}
    >
      <AppProviders catalogs={options.catalogs}>
        <Routes>
          <Route element={<StandaloneFrame remoteName={options.remoteName} paths={linkablePaths} />}>
            {entries.map(([path, PageComponent]) => (
              <Route key={path} path={path} element={<PageComponent />} />
            ))}
          </Route>
        </Routes>
      </AppProviders>
    </BrowserRouter>,
  );
}
