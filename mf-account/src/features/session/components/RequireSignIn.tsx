import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { authChannel, useChannel } from '@steady/bus';
import type { User } from '@steady/contracts';
import { PagePlaceholder } from '../../../shared/components/PagePlaceholder';
import type { ReturnState } from '../hooks/use-return-path';

/**
 * Spec §2: /profile and /history need a signed-in user, else /login. A stored token is being checked at
 * start-up (`loading`), so the decision waits for that check instead of bouncing a returning user. Meanwhile
 * the page shows `checking`: given its frame (title and lead, the same elements the page then keeps), a
 * returning user sees the page at once instead of after the check's round trip.
 */
export function RequireSignIn({
  children,
  checking = <PagePlaceholder />,
}: {
  children: (user: User) => ReactNode;
  checking?: ReactNode;
}) {
  const auth = useChannel(authChannel);
  const { pathname } = useLocation();
  if (auth.isAuthenticated && auth.user) return children(auth.user);
  if (auth.loading) return checking;
  const state: ReturnState = { from: pathname };
  return <Navigate to="/login" replace state={state} />;
}
