import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { authChannel, useChannel } from '@steady/bus';
import type { Plan, PlanResponse } from '@steady/contracts';
import { Alert, Button, ButtonLink, Skeleton, Stack, useErrorMessage } from '@steady/ui';
import type { ReturnState } from '../../session';
import { CheckingSubscription, SubscriptionTerms, useSubscriptionStatus } from '../../subscription';
import { useStartSubscription } from '../hooks/use-start-subscription';

/** Guests register first; the register page returns to `from` (this page, with its query) once signed in. */

function TrialLabel({ plan, trial }: { plan: Plan; trial: boolean }) {
  return trial && plan.trialDays > 0 ? (
    <FormattedMessage id="premium.action.trial" values={{ days: plan.trialDays }} />
  ) : (
    <FormattedMessage id="premium.action.subscribe" />
  );
}

/** Without a way to pay, say so instead of offering a button that can only fail. */
function PaymentsOffNotice() {
  return (
    <Alert tone="info">
      <FormattedMessage id="premium.paymentsOff" />
    </Alert>
  );
}

/** The local test checkout: nobody should think a real payment is coming. */
function TestCheckoutNote({ plan }: { plan: PlanResponse }) {
  return plan.billingMode === 'local-checkout' ? (
    <p>
      <FormattedMessage id="premium.testCheckout" />
    </p>
  ) : null;
}

/**
 * What the reader can do now: start the trial (after registering, for a guest), keep a cancelling
 * subscription, resume a paused one, or, already subscribed, go to the profile (spec §6).
 */
export function PremiumAction({ plan }: { plan: PlanResponse }) {
  const errorMessage = useErrorMessage();
  const auth = useChannel(authChannel);
  const { pathname, search } = useLocation();
  const backToPremium: ReturnState = { from: `${pathname}${search}` };
  const { load, reload } = useSubscriptionStatus(auth.isAuthenticated);
  const { start, pending, error } = useStartSubscription(reload);

  if (auth.loading || load.status === 'loading') return <Skeleton $height="44px" />;
  const paymentsOff = plan.billingMode === 'off';
  if (!auth.isAuthenticated) {
    return paymentsOff ? (
      <PaymentsOffNotice />
    ) : (
      <div>
        <ButtonLink to="/register" state={backToPremium}>
          <TrialLabel plan={plan} trial />
        </ButtonLink>
      </div>
    );
  }

  // No subscribe button while billing cannot tell: a subscriber must not be offered a second subscription.
  if (load.status === 'checking') return <CheckingSubscription />;
  const subscription = load.status === 'ready' ? load.data : undefined;
  if (subscription?.status === 'active' || subscription?.status === 'past_due') {
    const active = subscription.status === 'active';
    return (
      <Stack>
        <Alert tone={active ? 'success' : 'error'}>
          <FormattedMessage id={active ? 'premium.alreadySubscribed' : 'premium.paymentOverdue'} />
        </Alert>
        <SubscriptionTerms subscription={subscription} plan={plan} />
        <div>
          <ButtonLink to="/profile">
            <FormattedMessage id="premium.action.profile" />
          </ButtonLink>
        </div>
      </Stack>
    );
  }

  if (paymentsOff) return <PaymentsOffNotice />;
  const cancelling = subscription?.status === 'cancelPending';
  const paused = subscription?.status === 'paused';
  return (
    <Stack>
      {load.status === 'failed' && (
        <Alert tone="error">
          <FormattedMessage id="subscription.error.title" />: {errorMessage(load.error)}
        </Alert>
      )}
      {(cancelling || paused) && (
        <>
          <SubscriptionTerms subscription={subscription} plan={plan} />
          <p>
            <FormattedMessage id={paused ? 'premium.paused' : 'premium.cancelPending'} />
          </p>
        </>
      )}
      <TestCheckoutNote plan={plan} />
      <div>
        <Button onClick={() => void start()} disabled={pending} aria-busy={pending}>
          {paused ? (
            <FormattedMessage id="premium.action.resume" />
          ) : cancelling ? (
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
