import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readerTimeZone } from '@steady/api-client';
import {
  appNames,
  defaultTimeZone,
  moods,
  reminderDays,
  type Reminder,
  type ReminderDay,
  type ReminderRepeat,
  type ReminderRequest,
} from '@steady/contracts';
import { useLanguage } from '@steady/app-frame';
import { Button, Row, Stack } from '@steady/ui';
import { SubmissionFailure, useFormSubmission } from '../../../shared/hooks/use-form-submission';
import { ErrorText, Field } from '../../../shared/components/field-styles';
import { ReminderDaysField, SuggestionField, TimeZoneField } from './ReminderFormFields';
import { RepeatFields } from './RepeatFields';

const suggestionOf = (reminder?: Reminder): string =>
  reminder?.suggestedTool
    ? `tool:${reminder.suggestedTool}`
    : reminder?.suggestedState
      ? `state:${reminder.suggestedState}`
      : '';

interface ReminderFormProps {
  reminder?: Reminder;
  onSave: (request: ReminderRequest) => Promise<void>;
  onCancel: () => void;
}

/** Adds or edits a reminder: its time, days, time zone, what it suggests and whether it repeats. */
export function ReminderForm({ reminder, onSave, onCancel }: ReminderFormProps) {
  const intl = useIntl();
  const [language] = useLanguage();
  const timeId = useId();
  const [time, setTime] = useState(reminder?.time ?? '09:00');
  const [days, setDays] = useState<ReminderDay[]>(reminder?.days ?? [...reminderDays]);
  const [timeZone, setTimeZone] = useState(reminder?.timeZone ?? readerTimeZone() ?? defaultTimeZone);
  const [suggestion, setSuggestion] = useState(suggestionOf(reminder));
  const [repeat, setRepeat] = useState<ReminderRepeat | null>(reminder?.repeat ?? null);
  const submission = useFormSubmission();
  const saving = submission.pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [kind, value] = suggestion.split(':');
    await submission.submit(async () => {
      if (days.length === 0) throw new SubmissionFailure('reminders.form.noDays');
      await onSave({
        time,
        days: reminderDays.filter((day) => days.includes(day)),
        timeZone,
        suggestedState: kind === 'state' ? (moods.find((mood) => mood === value) ?? null) : null,
        suggestedTool: kind === 'tool' ? (appNames.find((name) => name === value) ?? null) : null,
        paused: reminder?.paused ?? false,
        language,
        repeat,
      });
    });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({
        id: reminder ? 'reminders.form.editTitle' : 'reminders.form.addTitle',
      })}
    >
      <Stack>
        <Field>
          <label htmlFor={timeId}>
            <FormattedMessage id="reminders.form.time" />
          </label>
          <input
            id={timeId}
            type="time"
            required
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </Field>
        <ReminderDaysField days={days} onChange={setDays} />
        <TimeZoneField timeZone={timeZone} onChange={setTimeZone} />
        <SuggestionField suggestion={suggestion} onChange={setSuggestion} />
        <RepeatFields repeat={repeat} onChange={setRepeat} />
        {submission.failure && <ErrorText role="alert">{submission.failure}</ErrorText>}
        <Row $gap={2}>
          <Button type="submit" disabled={saving}>
            <FormattedMessage id={saving ? 'reminders.form.saving' : 'reminders.form.save'} />
          </Button>
          <Button type="button" $variant="secondary" onClick={onCancel} disabled={saving}>
            <FormattedMessage id="reminders.form.cancel" />
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
