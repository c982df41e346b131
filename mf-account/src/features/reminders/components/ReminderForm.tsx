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
import { ChoiceRow, ErrorText, Field, Fieldset } from '../../../shared/components/field-styles';
import { RepeatFields } from './RepeatFields';

/** Every zone this browser knows, the reader's own first choice. */
function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

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
  const zoneId = useId();
  const suggestionId = useId();
  const [time, setTime] = useState(reminder?.time ?? '09:00');
  const [days, setDays] = useState<ReminderDay[]>(reminder?.days ?? [...reminderDays]);
  const [timeZone, setTimeZone] = useState(reminder?.timeZone ?? readerTimeZone() ?? defaultTimeZone);
  const [suggestion, setSuggestion] = useState(suggestionOf(reminder));
  const [repeat, setRepeat] = useState<ReminderRepeat | null>(reminder?.repeat ?? null);
  const submission = useFormSubmission();
  const saving = submission.pending;

  const toggleDay = (day: ReminderDay) =>
    setDays((chosen) => (chosen.includes(day) ? chosen.filter((item) => item !== day) : [...chosen, day]));

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
        <Fieldset>
          <legend>
            <FormattedMessage id="reminders.form.days" />
          </legend>
          <ChoiceRow>
            {reminderDays.map((day) => (
              <label key={day}>
                <input type="checkbox" checked={days.includes(day)} onChange={() => toggleDay(day)} />
                <FormattedMessage id={`reminders.day.${day}`} />
              </label>
            ))}
          </ChoiceRow>
        </Fieldset>
        <Field>
          <label htmlFor={zoneId}>
            <FormattedMessage id="reminders.form.timeZone" />
          </label>
          <select id={zoneId} value={timeZone} onChange={(event) => setTimeZone(event.target.value)}>
            {timeZoneOptions(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={suggestionId}>
            <FormattedMessage id="reminders.form.suggestion" />
          </label>
          <select
            id={suggestionId}
            value={suggestion}
            onChange={(event) => setSuggestion(event.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'reminders.suggestion.none' })}</option>
            <optgroup label={intl.formatMessage({ id: 'reminders.suggestion.states' })}>
              {moods.map((mood) => (
                <option key={mood} value={`state:${mood}`}>
                  {intl.formatMessage({ id: `mood.${mood}` })}
                </option>
              ))}
            </optgroup>
            <optgroup label={intl.formatMessage({ id: 'reminders.suggestion.tools' })}>
              {appNames.map((name) => (
                <option key={name} value={`tool:${name}`}>
                  {intl.formatMessage({ id: `reminders.tool.${name}` })}
                </option>
              ))}
            </optgroup>
          </select>
        </Field>
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
