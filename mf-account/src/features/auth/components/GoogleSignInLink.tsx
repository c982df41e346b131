import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { ReturnIntent } from '@steady/contracts';
import { googleReturnIntent } from '../../session';
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

interface GoogleSignInLinkProps {
  /** The page to come back to after signing in. */
  returnTo: string;
  /** Ticked "I am 18 or older and agree…": only then may the sign-in create a new account. */
  acceptedTerms?: boolean;
  /** The action a gate stopped (a like), finished once back from Google. */
  intent?: ReturnIntent;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** "Continue with Google", shown only where Google sign-in is configured. */
export function GoogleSignInLink({
  returnTo,
  acceptedTerms = false,
  intent,
  onClick,
}: GoogleSignInLinkProps) {
  if (!useGoogleSignInAvailable()) return null;
  const leaveForGoogle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && intent) googleReturnIntent.keep(returnTo, intent);
  };
  return (
    <ProviderLink href={googleSignInUrl(returnTo, acceptedTerms)} onClick={leaveForGoogle}>
      <FormattedMessage id="auth.google" />
    </ProviderLink>
  );
}
