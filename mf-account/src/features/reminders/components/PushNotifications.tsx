import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Stack } from '@steady/ui';
import { SubmissionFailure, useFormSubmission } from '../../../shared/hooks/use-form-submission';
import {
  hasPushSubscription,
  pushAvailability,
  PushDeniedError,
  PushNotReadyError,
  PushTimeoutError,
  PushUnavailableError,
  subscribeToPush,
} from '../api/push-subscription';
import { ErrorText, Hint } from '../../../shared/components/field-styles';

type PushState = 'checking' | 'unsupported' | 'unavailable' | 'denied' | 'off' | 'on';

/** What the reader is told when turning on failed in a way the browser explains. */
const failureMessages = [
  [PushNotReadyError, 'reminders.push.notReady'],
  [PushTimeoutError, 'reminders.push.timeout'],
] as const;

/** Turns reminder notifications on for this device, or says why they cannot arrive here. */
export function PushNotifications() {
  const [state, setState] = useState<PushState>('checking');
  const submission = useFormSubmission({
    handleError: (error) => {
      if (error instanceof PushDeniedError) setState('denied');
      else if (error instanceof PushUnavailableError) setState('unavailable');
      else return false;
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
        const known = failureMessages.find(([kind]) => error instanceof kind);
        throw known ? new SubmissionFailure(known[1]) : error;
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
      <Hint role="status">
        <FormattedMessage id={submission.pending ? 'reminders.push.asking' : `reminders.push.${state}`} />
      </Hint>
      {submission.failure && <ErrorText role="alert">{submission.failure}</ErrorText>}
    </Stack>
  );
}
