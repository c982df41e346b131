import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { SubscriptionChecking } from '@steady/app-frame';
import type { TechniqueCounts } from '../model/order-techniques';

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Spec §4: free and premium counts, and how many premium techniques are hidden from this viewer, with the
 * way to unlock them — or, while the subscription is being checked, that it is.
 */
export function TechniqueSummary({
  counts,
  signedIn,
  checkingSubscription = false,
}: {
  counts: TechniqueCounts;
  signedIn: boolean;
  checkingSubscription?: boolean;
}) {
  return (
    <Summary>
      <FormattedMessage id="techniques.counts" values={{ free: counts.free, premium: counts.premium }} />
      {counts.hidden > 0 && (
        <>
          {' '}
          <FormattedMessage id="techniques.hidden" values={{ hidden: counts.hidden }} />{' '}
          {checkingSubscription ? (
            <SubscriptionChecking />
          ) : (
            <Link
              to={signedIn ? '/premium' : '/register'}
              state={signedIn ? undefined : { from: '/premium' }}
            >
              <FormattedMessage id={signedIn ? 'techniques.unlockPremium' : 'techniques.unlockRegister'} />
            </Link>
          )}
        </>
      )}
    </Summary>
  );
}
