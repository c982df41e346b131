import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '@steady/bus';
import { Button, Row, Stack, useErrorMessage } from '@steady/ui';
import { ErrorText, Field, Fieldset, Hint } from '../../journal/components/field-styles';

export interface CalendarLinkProps {
  calendarUrl: string | null;
  onRenew: () => Promise<void>;
  onRevoke: () => Promise<void>;
}

/** The private calendar feed: for phones where notifications cannot arrive (an iPhone outside the home screen). */
export function CalendarLink({ calendarUrl, onRenew, onRevoke }: CalendarLinkProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const linkId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const copy = (url: string) =>
    run(async () => {
      await navigator.clipboard.writeText(url);
      showToast(intl.formatMessage({ id: 'reminders.calendar.copied' }), 'success');
    });

  return (
    <Fieldset>
      <legend>
        <FormattedMessage id="reminders.calendar.title" />
      </legend>
      <Stack $gap={2}>
        <Hint>
          <FormattedMessage id="reminders.calendar.hint" />
        </Hint>
        {calendarUrl ? (
          <>
            <Field>
              <label htmlFor={linkId}>
                <FormattedMessage id="reminders.calendar.link" />
              </label>
              <input id={linkId} readOnly value={calendarUrl} onFocus={(event) => event.target.select()} />
            </Field>
            <Hint>
              <FormattedMessage id="reminders.calendar.private" />
            </Hint>
            <Row $gap={2}>
              <Button onClick={() => void copy(calendarUrl)} disabled={busy}>
                <FormattedMessage id="reminders.calendar.copy" />
              </Button>
              <Button $variant="secondary" onClick={() => void run(onRenew)} disabled={busy}>
                <FormattedMessage id="reminders.calendar.renew" />
              </Button>
              <Button $variant="secondary" onClick={() => void run(onRevoke)} disabled={busy}>
                <FormattedMessage id="reminders.calendar.revoke" />
              </Button>
            </Row>
          </>
        ) : (
          <div>
            <Button $variant="secondary" onClick={() => void run(onRenew)} disabled={busy}>
              <FormattedMessage id="reminders.calendar.create" />
            </Button>
          </div>
        )}
        {problem && <ErrorText role="alert">{problem}</ErrorText>}
      </Stack>
    </Fieldset>
  );
}
