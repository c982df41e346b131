import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { configureApiClient } from '@steady/api-client';
import {
  ErrorBoundary,
  ToastViewport,
  useDocumentLanguage,
  useDocumentTheme,
  useSyncedProgressNotice,
} from '@steady/app-frame';
import { GlobalStyle } from '@steady/ui';
import { UpdatePrompt } from '../../app-updates';
import { ErrorScreen } from '../../errors';
import { usePageTitleAndFocus } from '../hooks/use-page-title-and-focus';
import { Footer } from './Footer';
import { Header } from './Header';
import { RunningToolBarSlot } from './RunningToolBarSlot';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(3)};
    top: ${({ theme }) => theme.space(3)};
    z-index: 20;
  }
`;

// A full screen before the footer: a page growing as its remote arrives pushes the footer further below the
// fold instead of moving it on screen (a layout shift the reader sees).
const Main = styled.main`
  min-height: 100vh;
`;

const mainId = 'main';

const showErrorScreen = () => <ErrorScreen />;

/** An ended session goes to /login through the router, with the page to come back to. */
function useSessionEndNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    configureApiClient({ onUnauthorized: (state) => void navigate('/login', { state }) });
  }, [navigate]);
}

export function ShellLayout() {
  useDocumentLanguage();
  useDocumentTheme();
  usePageTitleAndFocus(mainId);
  useSyncedProgressNotice();
  useSessionEndNavigation();
  const location = useLocation();
  return (
    <>
      <GlobalStyle />
      <SkipLink href={`#${mainId}`}>
        <FormattedMessage id="nav.skipToContent" />
      </SkipLink>
      <Header />
      <Main id={mainId} tabIndex={-1}>
        {/* A page that throws keeps the header and footer on screen. */}
        <ErrorBoundary label="the page" resetKeys={[location.key]} fallback={showErrorScreen}>
          <Outlet />
        </ErrorBoundary>
      </Main>
      <RunningToolBarSlot />
      <Footer />
      <ToastViewport />
      <UpdatePrompt />
    </>
  );
}
