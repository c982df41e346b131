import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import {
  ToastViewport,
  useDocumentLanguage,
  useDocumentTheme,
  useSyncedProgressNotice,
} from '@steady/app-frame';
import { GlobalStyle } from '@steady/ui';
import { UpdatePrompt } from '../../app-updates';
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

export function ShellLayout() {
  useDocumentLanguage();
  useDocumentTheme();
  usePageTitleAndFocus(mainId);
  useSyncedProgressNotice();
  return (
    <>
      <GlobalStyle />
      <SkipLink href={`#${mainId}`}>
        <FormattedMessage id="nav.skipToContent" />
      </SkipLink>
      <Header />
      <Main id={mainId} tabIndex={-1}>
        <Outlet />
      </Main>
      <RunningToolBarSlot />
      <Footer />
      <ToastViewport />
      <UpdatePrompt />
    </>
  );
}
