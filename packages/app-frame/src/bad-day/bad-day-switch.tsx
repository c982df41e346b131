import { useState } from 'react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import { authCommands, badDayCommands, useBadDay, useViewer } from '@steady/bus';
import { Alert, Button, Card, MessageTrustedPerson, Row, Stack } from '@steady/ui';
import { saveBadDay } from './save-bad-day';

/**
 * "Today is hard", on the home page and the profile: one tap turns it on until the next day start, one
 * tap turns it off. Free for everyone; it touches no streak, XP or badge.
 */
export function BadDaySwitch() {
  const viewer = useViewer();
  const { on, until } = useBadDay();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const turn = async (next: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      const saved = await saveBadDay(next, viewer.signedIn);
      badDayCommands.changed(saved);
      // The profile in the auth channel carries the account's mode; keep it in step so it is not re-applied.
      if (viewer.signedIn) authCommands.profileChanged({ badDayUntil: saved.until });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="bad-day-title">
      <Stack $gap={2}>
        <strong id="bad-day-title">
          <FormattedMessage id={on ? 'ui.badDay.onTitle' : 'ui.badDay.title'} />
        </strong>
        <span>
          {on && until ? (
            <FormattedMessage
              id="ui.badDay.onText"
              values={{ time: <FormattedTime value={until} hour="numeric" minute="2-digit" /> }}
            />
          ) : (
            <FormattedMessage id="ui.badDay.offText" />
          )}
        </span>
        {failed && (
          <Alert tone="error">
            <FormattedMessage id="ui.badDay.failed" />
          </Alert>
        )}
        {on && <MessageTrustedPerson />}
        <Row>
          <Button
            type="button"
            $variant={on ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => void turn(!on)}
          >
            <FormattedMessage id={on ? 'ui.badDay.turnOff' : 'ui.badDay.turnOn'} />
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
