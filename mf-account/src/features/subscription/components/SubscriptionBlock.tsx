import { useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { authChannel, showToast, useChannel } from '@steady/bus';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { usePlan } from '@steady/app-frame';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Row,
  SectionTitle,
  Skeleton,
  Stack,
  VisuallyHidden,
  useErrorMessage,
} from '@steady/ui';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { useSubscriptionStatus } from '../hooks/use-subscription-status';
import { CancelSubscription } from './CancelSubscription';
import { KeepSubscription } from './KeepSubscription';
import { PauseDialog } from './PauseSubscription';
import { ResumeSubscription } from './ResumeSubscription';
import { CheckingSubscription } from './CheckingSubscription';
import { SubscriptionTerms } from './SubscriptionTerms';

const longDate = (value: string) => <FormattedDate value={value} dateStyle="long" />;

/** The status in words, with the dates that matter for it. */
function SubscriptionDetails({ subscription }: { subscription: SubscriptionStatusResponse }) {
  const planState = usePlan();
  const { status, currentPeriodEnd, canceledAt, trialEnd } = subscription;
  const words = <FormattedMessage id={`subscription.status.${status}`} />;
  // A cancelled Premium with its end date is said in one sentence by the terms below.
  const saysCancellation = status === 'cancelPending' && (trialEnd ?? currentPeriodEnd) !== null;
  return (
    <>
      {status === 'past_due' ? <Alert tone="error">{words}</Alert> : !saysCancellation && <p>{words}</p>}
      <SubscriptionTerms
        subscription={subscription}
        plan={planState.status === 'ready' ? planState.data : undefined}
      />
      {status === 'active' && !trialEnd && currentPeriodEnd && (
        <p>
          <FormattedMessage id="subscription.renewsOn" values={{ date: longDate(currentPeriodEnd) }} />
        </p>
      )}
      {status === 'canceled' && canceledAt && (
        <p>
          <FormattedMessage id="subscription.canceledOn" values={{ date: longDate(canceledAt) }} />
        </p>
      )}
    </>
  );
}

/**
 * What the subscriber can do now: pause (a running subscription) or cancel, both one step from here;
 * resume or cancel while paused; keep Premium while it is set to cancel; see Premium once it has ended.
 */
function SubscriptionActions({
  subscription,
  onChanged,
}: {
  subscription: SubscriptionStatusResponse;
  onChanged: (subscription: SubscriptionStatusResponse) => void;
}) {
  const [pausing, setPausing] = useState(false);
  const { status, currentPeriodEnd, trialEnd, cancelAtPeriodEnd } = subscription;
  const pausable = status === 'active';
  const cancellable =
    status === 'active' || status === 'past_due' || (status === 'paused' && !cancelAtPeriodEnd);
  return (
    <>
      {status === 'paused' && <ResumeSubscription onResumed={onChanged} />}
      {(pausable || cancellable) && (
        <Row>
          {pausable && (
            <Button $variant="secondary" onClick={() => setPausing(true)}>
              <FormattedMessage id="subscription.pause.open" />
            </Button>
          )}
          {cancellable && (
            <CancelSubscription
              periodEnd={currentPeriodEnd}
              trialEnd={trialEnd}
              paused={status === 'paused'}
              onCancelled={onChanged}
              onPauseInstead={pausable ? () => setPausing(true) : undefined}
            />
          )}
        </Row>
      )}
      {pausing && (
        <PauseDialog
          onPaused={(paused) => {
            setPausing(false);
            onChanged(paused);
          }}
          onClose={() => setPausing(false)}
        />
      )}
      {status === 'cancelPending' && <KeepSubscription onKept={onChanged} />}
      {(status === 'inactive' || status === 'canceled') && (
        <div>
          <ButtonLink to="/premium" $variant="secondary">
            <FormattedMessage id="subscription.seePremium" />
          </ButtonLink>
        </div>
      )}
    </>
  );
}

/**
 * The profile's subscription block: status, dates, pause, resume and cancel, and the wait for Stripe's
 * confirmation after returning from checkout. Every change is published on the `subscription` channel.
 */
export function SubscriptionBlock() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const { isAuthenticated } = useChannel(authChannel);
  const { load, replace } = useSubscriptionStatus(isAuthenticated);
  const statusRef = useRef<HTMLDivElement>(null);
  const checkout = useCheckoutReturn({
    onStatus: replace,
    onConfirmed: () => showToast(intl.formatMessage({ id: 'subscription.checkout.confirmed' }), 'success'),
  });

  function changed(subscription: SubscriptionStatusResponse) {
    replace(subscription);
    // The button pressed is gone; the new status is where the reader continues.
    statusRef.current?.focus();
  }

  return (
    <Card aria-labelledby="subscription-title">
      <SectionTitle id="subscription-title">
        <FormattedMessage id="subscription.title" />
      </SectionTitle>
      <Stack>
        {checkout === 'confirming' && (
          <Alert tone="info">
            <FormattedMessage id="subscription.checkout.confirming" />
          </Alert>
        )}
        {checkout === 'delayed' && (
          <Alert tone="info">
            <FormattedMessage id="subscription.checkout.delayed" />
          </Alert>
        )}
        {load.status === 'loading' && (
          <div role="status">
            <VisuallyHidden>
              <FormattedMessage id="ui.loading" />
            </VisuallyHidden>
            <Skeleton $height="3em" />
          </div>
        )}
        {load.status === 'checking' && <CheckingSubscription />}
        {load.status === 'failed' && (
          <Alert tone="error">
            <FormattedMessage id="subscription.error.title" />: {errorMessage(load.error)}
          </Alert>
        )}
        {load.status === 'ready' && (
          <>
            <div ref={statusRef} tabIndex={-1} role="status">
              <SubscriptionDetails subscription={load.data} />
            </div>
            <SubscriptionActions subscription={load.data} onChanged={changed} />
          </>
        )}
      </Stack>
    </Card>
  );
}
