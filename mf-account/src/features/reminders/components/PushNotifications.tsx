import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Stack, useErrorMessage } from '@steady/ui';
import {
  hasPushSubscription,
  pushAvailability,
  PushDeniedError,
  PushNotReadyError,
  subscribeToPush,
} from '../api/push-subscription';
import { ErrorText, Hint } from '../../journal/components/field-styles';

type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** Turns reminder notifications on for this device, or says why they cannot arrive here. */
export function PushNotifications() {
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<PushState>('checking');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  const turnOn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await subscribeToPush();
      setState('on');
    } catch (error) {
      if (error instanceof PushDeniedError) setState('denied');
      else if (error instanceof PushNotReadyError) setProblem('notReady');
      else setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking') return null;
  return (
    <Stack $gap={2} data-push-state={state}>
      {state === 'off' && (
        <div>
          <Button $variant="secondary" onClick={() => void turnOn()} disabled={busy}>
            <FormattedMessage id="reminders.push.turnOn" />
          </Button>
        </div>
      )}
      <Hint>
        <FormattedMessage id={`reminders.push.${state}`} />
      </Hint>
      {problem && (
        <ErrorText role="alert">
          {problem === 'notReady' ? <FormattedMessage id="reminders.push.notReady" /> : problem}
        </ErrorText>
      )}
    </Stack>
  );
}
