import { FormattedDate, FormattedMessage } from 'react-intl';
import { authChannel, useChannel } from '@steady/bus';
import type { Plan } from '@steady/contracts';
import { Alert, Button, ButtonLink, Skeleton, Stack, useErrorMessage } from '@steady/ui';
import type { ReturnState } from '../../session/hooks/use-return-path';
import { useSubscriptionStatus } from '../../subscription/hooks/use-subscription-status';
import { useStartSubscription } from '../hooks/use-start-subscription';

/** Guests register first; the register page returns to `from` once signed in. */
const backToPremium: ReturnState = { from: '/premium' };

function TrialLabel({ plan, trial }: { plan: Plan; trial: boolean }) {
  return trial && plan.trialDays > 0 ? (
    <FormattedMessage id="premium.action.trial" values={{ days: plan.trialDays }} />
  ) : (
    <FormattedMessage id="premium.action.subscribe" />
  );
}

/**
 * What the reader can do now: start the trial (after registering, for a guest), keep a cancelling
 * subscription, or, already subscribed, go to the profile (spec §6).
 */
export function PremiumAction({ plan }: { plan: Plan }) {
  const errorMessage = useErrorMessage();
  const auth = useChannel(authChannel);
  const { load, reload } = useSubscriptionStatus(auth.isAuthenticated);
  const { start, pending, error } = useStartSubscription(reload);

  if (auth.loading || load.state === 'loading') return <Skeleton $height="44px" />;
  if (!auth.isAuthenticated) {
    return (
      <div>
        <ButtonLink to="/register" state={backToPremium}>
          <TrialLabel plan={plan} trial />
        </ButtonLink>
      </div>
    );
  }

  const subscription = load.state === 'ready' ? load.subscription : undefined;
  if (subscription?.status === 'active' || subscription?.status === 'past_due') {
    const active = subscription.status === 'active';
    return (
      <Stack>
        <Alert tone={active ? 'success' : 'error'}>
          <FormattedMessage id={active ? 'premium.alreadySubscribed' : 'premium.paymentOverdue'} />
        </Alert>
        <div>
          <ButtonLink to="/profile">
            <FormattedMessage id="premium.action.profile" />
          </ButtonLink>
        </div>
      </Stack>
    );
  }

  const cancelling = subscription?.status === 'cancelPending';
  return (
    <Stack>
      {load.state === 'failed' && (
        <Alert tone="error">
          <FormattedMessage id="subscription.error.title" />: {errorMessage(load.error)}
        </Alert>
      )}
      {cancelling && subscription.currentPeriodEnd && (
        <p>
          <FormattedMessage
            id="premium.cancelPending"
            values={{ date: <FormattedDate value={subscription.currentPeriodEnd} dateStyle="long" /> }}
          />
        </p>
      )}
      <div>
        <Button onClick={() => void start()} disabled={pending} aria-busy={pending}>
          {cancelling ? (
            <FormattedMessage id="premium.action.keep" />
          ) : (
            <TrialLabel plan={plan} trial={subscription?.trialEligible ?? true} />
          )}
        </Button>
      </div>
      {error !== null && (
        <Alert tone="error">
          <FormattedMessage id="premium.error.create" />
        </Alert>
      )}
    </Stack>
  );
}
