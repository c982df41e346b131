import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '@steady/bus';
import { Button, Row, Stack } from '@steady/ui';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { ErrorText, Field, Fieldset, Hint } from '../../../shared/components/field-styles';

interface CalendarLinkProps {
  calendarUrl: string | null;
  onRenew: () => Promise<void>;
  onRevoke: () => Promise<void>;
}

/** The private calendar feed: for phones where notifications cannot arrive (an iPhone outside the home screen). */
export function CalendarLink({ calendarUrl, onRenew, onRevoke }: CalendarLinkProps) {
  const intl = useIntl();
  const linkId = useId();

  const submission = useFormSubmission();
  const { submit: run, pending: busy } = submission;

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
        {submission.failure && <ErrorText role="alert">{submission.failure}</ErrorText>}
      </Stack>
    </Fieldset>
  );
}
