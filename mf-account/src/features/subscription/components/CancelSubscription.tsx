import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { Alert, Button, Stack } from '@steady/ui';
import { cancelSubscription } from '../api/subscription-api';
import { useSubscriptionChange } from '../hooks/use-subscription-change';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';

interface CancelSubscriptionProps {
  periodEnd: string | null;
  /** When the free trial ends, while it runs: cancelling then means no charge at all. */
  trialEnd: string | null;
  /** Paused: Premium stays off, and the subscription ends with its period. */
  paused: boolean;
  onCancelled: (subscription: SubscriptionStatusResponse) => void;
  /** Offered in the dialog beside the cancellation, never in its place: a pause instead, for a break. */
  onPauseInstead?: () => void;
}

function CancelExplanation({ periodEnd, trialEnd, paused }: Omit<CancelSubscriptionProps, 'onCancelled'>) {
  const date = (value: string) => <FormattedDate value={value} dateStyle="long" />;
  if (paused && periodEnd) {
    return <FormattedMessage id="subscription.cancel.explanationPaused" values={{ date: date(periodEnd) }} />;
  }
  if (trialEnd) {
    return <FormattedMessage id="subscription.cancel.explanationTrial" values={{ date: date(trialEnd) }} />;
  }
  if (periodEnd) {
    return <FormattedMessage id="subscription.cancel.explanationUntil" values={{ date: date(periodEnd) }} />;
  }
  return <FormattedMessage id="subscription.cancel.explanation" />;
}

/**
 * The Cancel button and its confirmation: premium stays until the end of the paid period. The dialog also
 * says a pause exists; "Yes, cancel" stays its main button either way.
 */
export function CancelSubscription({ onCancelled, onPauseInstead, ...terms }: CancelSubscriptionProps) {
  const [confirming, setConfirming] = useState(false);
  const {
    run: cancel,
    pending,
    failed,
    clearFailure,
  } = useSubscriptionChange(cancelSubscription, (subscription) => {
    setConfirming(false);
    onCancelled(subscription);
  });

  function close() {
    setConfirming(false);
    clearFailure();
  }

  return (
    <>
      <div>
        <Button $variant="secondary" onClick={() => setConfirming(true)}>
          <FormattedMessage id="subscription.cancel.open" />
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="subscription.cancel.title" />}
          confirmLabel={
            <FormattedMessage id={pending ? 'subscription.cancel.pending' : 'subscription.cancel.confirm'} />
          }
          cancelLabel={<FormattedMessage id="subscription.cancel.keep" />}
          busy={pending}
          onConfirm={() => void cancel()}
          onClose={close}
        >
          <Stack>
            <p>
              <CancelExplanation {...terms} />
            </p>
            {onPauseInstead && (
              <>
                <p>
                  <FormattedMessage id="subscription.cancel.pauseInstead" />
                </p>
                <div>
                  <Button
                    $variant="secondary"
                    disabled={pending}
                    onClick={() => {
                      close();
                      onPauseInstead();
                    }}
                  >
                    <FormattedMessage id="subscription.cancel.pauseInsteadButton" />
                  </Button>
                </div>
              </>
            )}
            {failed && (
              <Alert tone="error">
                <FormattedMessage id="subscription.error.cancel" />
              </Alert>
            )}
          </Stack>
        </ConfirmDialog>
      )}
    </>
  );
}
