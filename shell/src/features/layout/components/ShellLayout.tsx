import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { GlobalStyle, ToastViewport, useDocumentLanguage } from '@steady/ui';
import { Footer } from './Footer';
import { Header } from './Header';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space(3)};
    top: ${({ theme }) => theme.space(3)};
    z-index: 20;
  }
`;

const Main = styled.main`
  min-height: 60vh;
`;

export function ShellLayout() {
  useDocumentLanguage();
  return (
    <>
      <GlobalStyle />
      <SkipLink href="#main">
        <FormattedMessage id="nav.skipToContent" />
      </SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <ToastViewport />
    </>
  );
}
