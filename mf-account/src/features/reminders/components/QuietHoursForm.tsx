import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { QuietHours } from '@steady/contracts';
import { Button, Row, Stack } from '@steady/ui';
import { useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { ErrorText, Field, Fieldset, Hint } from '../../../shared/components/field-styles';

interface QuietHoursFormProps {
  quietHours: QuietHours | null;
  onSave: (quietHours: QuietHours | null) => Promise<void>;
}

/** The hours in which no reminder rings, in each reminder's own time zone. */
export function QuietHoursForm({ quietHours, onSave }: QuietHoursFormProps) {
  const startId = useId();
  const endId = useId();
  const [enabled, setEnabled] = useState(quietHours !== null);
  const [start, setStart] = useState(quietHours?.start ?? '22:00');
  const [end, setEnd] = useState(quietHours?.end ?? '07:00');
  const submission = useFormSubmission();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await submission.submit(() => onSave(enabled ? { start, end } : null));
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Fieldset>
        <legend>
          <FormattedMessage id="reminders.quiet.title" />
        </legend>
        <Hint>
          <FormattedMessage id="reminders.quiet.hint" />
        </Hint>
        <Stack $gap={2}>
          <label>
            <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />{' '}
            <FormattedMessage id="reminders.quiet.enable" />
          </label>
          {enabled && (
            <Row $gap={3}>
              <Field>
                <label htmlFor={startId}>
                  <FormattedMessage id="reminders.quiet.from" />
                </label>
                <input
                  id={startId}
                  type="time"
                  required
                  value={start}
                  onChange={(event) => setStart(event.target.value)}
                />
              </Field>
              <Field>
                <label htmlFor={endId}>
                  <FormattedMessage id="reminders.quiet.to" />
                </label>
                <input
                  id={endId}
                  type="time"
                  required
                  value={end}
                  onChange={(event) => setEnd(event.target.value)}
                />
              </Field>
            </Row>
          )}
          {submission.failure && <ErrorText role="alert">{submission.failure}</ErrorText>}
          <div>
            <Button type="submit" $variant="secondary" disabled={submission.pending}>
              <FormattedMessage id="reminders.quiet.save" />
            </Button>
          </div>
        </Stack>
      </Fieldset>
    </form>
  );
}
