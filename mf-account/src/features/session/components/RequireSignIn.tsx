import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { authChannel, useChannel } from '@steady/bus';
import type { User } from '@steady/contracts';
import { PagePlaceholder } from '../../../shared/components/PagePlaceholder';
import type { ReturnState } from '../hooks/use-return-path';

/**
 * Spec §2: /profile and /history need a signed-in user, else /login. A stored token is being checked at
 * start-up (`loading`), so the decision waits for that check instead of bouncing a returning user.
 */
export function RequireSignIn({ children }: { children: (user: User) => ReactNode }) {
  const auth = useChannel(authChannel);
  const { pathname } = useLocation();
  if (auth.isAuthenticated && auth.user) return children(auth.user);
  if (auth.loading) return <PagePlaceholder />;
  const state: ReturnState = { from: pathname };
  return <Navigate to="/login" replace state={state} />;
}
