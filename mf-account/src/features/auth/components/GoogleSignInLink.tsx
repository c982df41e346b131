import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { googleSignInUrl } from '../api/auth-api';
import { useGoogleSignInAvailable } from '../hooks/use-google-sign-in';

const ProviderLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** "Continue with Google", shown only where Google sign-in is configured. */
export function GoogleSignInLink() {
  if (!useGoogleSignInAvailable()) return null;
  return (
    <ProviderLink href={googleSignInUrl}>
      <FormattedMessage id="auth.google" />
    </ProviderLink>
  );
}
