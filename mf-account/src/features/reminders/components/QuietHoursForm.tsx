import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { QuietHours } from '@steady/contracts';
import { Button, Row, Stack, useErrorMessage } from '@steady/ui';
import { ErrorText, Field, Fieldset, Hint } from '../../journal/components/field-styles';

export interface QuietHoursFormProps {
  quietHours: QuietHours | null;
  onSave: (quietHours: QuietHours | null) => Promise<void>;
}

/** The hours in which no reminder rings, in each reminder's own time zone. */
export function QuietHoursForm({ quietHours, onSave }: QuietHoursFormProps) {
  const errorMessage = useErrorMessage();
  const startId = useId();
  const endId = useId();
  const [enabled, setEnabled] = useState(quietHours !== null);
  const [start, setStart] = useState(quietHours?.start ?? '22:00');
  const [end, setEnd] = useState(quietHours?.end ?? '07:00');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      await onSave(enabled ? { start, end } : null);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
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
          {problem && <ErrorText role="alert">{problem}</ErrorText>}
          <div>
            <Button type="submit" $variant="secondary" disabled={saving}>
              <FormattedMessage id="reminders.quiet.save" />
            </Button>
          </div>
        </Stack>
      </Fieldset>
    </form>
  );
}
