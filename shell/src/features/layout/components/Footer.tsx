import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageToggle } from '@steady/app-frame';

const FooterBar = styled.footer`
  margin-top: ${({ theme }) => theme.space(12)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

const FooterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

export function Footer() {
  return (
    <FooterBar>
      <FooterRow>
        <nav>
          <Link to="/terms">
            <FormattedMessage id="footer.terms" />
          </Link>
          <Link to="/privacy">
            <FormattedMessage id="footer.privacy" />
          </Link>
          <Link to="/support">
            <FormattedMessage id="footer.support" />
          </Link>
          <Link to="/support#offline">
            <FormattedMessage id="footer.offline" />
          </Link>
        </nav>
        <LanguageToggle />
      </FooterRow>
      <p>
        <FormattedMessage
          id="footer.note"
          values={{ link: (text) => <Link to="/support#crisis">{text}</Link> }}
        />
      </p>
    </FooterBar>
  );
}
