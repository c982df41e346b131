import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { SubscriptionStatusResponse } from '@steady/contracts';
import { Alert, Button, Stack } from '@steady/ui';
import { useCancelSubscription } from '../hooks/use-cancel-subscription';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';

interface CancelSubscriptionProps {
  periodEnd: string | null;
  /** When the free trial ends, while it runs: cancelling then means no charge at all. */
  trialEnd: string | null;
  onCancelled: (subscription: SubscriptionStatusResponse) => void;
}

/** The Cancel button and its confirmation: premium stays until the end of the paid period. */
export function CancelSubscription({ periodEnd, trialEnd, onCancelled }: CancelSubscriptionProps) {
  const [confirming, setConfirming] = useState(false);
  const { cancel, pending, failed, clearFailure } = useCancelSubscription((subscription) => {
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
              {trialEnd ? (
                <FormattedMessage
                  id="subscription.cancel.explanationTrial"
                  values={{ date: <FormattedDate value={trialEnd} dateStyle="long" /> }}
                />
              ) : periodEnd ? (
                <FormattedMessage
                  id="subscription.cancel.explanationUntil"
                  values={{ date: <FormattedDate value={periodEnd} dateStyle="long" /> }}
                />
              ) : (
                <FormattedMessage id="subscription.cancel.explanation" />
              )}
            </p>
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
