import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Stack } from '@steady/ui';
import { SubmissionFailure, useFormSubmission } from '../../../shared/hooks/use-form-submission';
import {
  hasPushSubscription,
  pushAvailability,
  PushDeniedError,
  PushNotReadyError,
  subscribeToPush,
} from '../api/push-subscription';
import { ErrorText, Hint } from '../../../shared/components/field-styles';

type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** Turns reminder notifications on for this device, or says why they cannot arrive here. */
export function PushNotifications() {
  const [state, setState] = useState<PushState>('checking');
  const submission = useFormSubmission({
    handleError: (error) => {
      if (!(error instanceof PushDeniedError)) return false;
      setState('denied');
      return true;
    },
  });

  useEffect(() => {
    let current = true;
    const availability = pushAvailability();
    if (availability !== 'available') {
      setState(availability);
      return;
    }
    hasPushSubscription().then(
      (subscribed) => current && setState(subscribed ? 'on' : 'off'),
      () => current && setState('off'),
    );
    return () => {
      current = false;
    };
  }, []);

  const turnOn = () =>
    submission.submit(async () => {
      try {
        await subscribeToPush();
      } catch (error) {
        throw error instanceof PushNotReadyError ? new SubmissionFailure('reminders.push.notReady') : error;
      }
      setState('on');
    });

  if (state === 'checking') return null;
  return (
    <Stack $gap={2} data-push-state={state}>
      {state === 'off' && (
        <div>
          <Button $variant="secondary" onClick={() => void turnOn()} disabled={submission.pending}>
            <FormattedMessage id="reminders.push.turnOn" />
          </Button>
        </div>
      )}
      <Hint>
        <FormattedMessage id={`reminders.push.${state}`} />
      </Hint>
      {submission.failure && <ErrorText role="alert">{submission.failure}</ErrorText>}
    </Stack>
  );
}
