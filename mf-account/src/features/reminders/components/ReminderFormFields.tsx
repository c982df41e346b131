import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appNames, moods, reminderDays, type ReminderDay } from '@steady/contracts';
import { ChoiceRow, Field, Fieldset } from '../../../shared/components/field-styles';

/** Every zone this browser knows, the reader's own first choice. */
function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The days of the week a reminder comes on. */
export function ReminderDaysField({
  days,
  onChange,
}: {
  days: ReminderDay[];
  onChange: (days: ReminderDay[]) => void;
}) {
  const toggleDay = (day: ReminderDay) =>
    onChange(days.includes(day) ? days.filter((item) => item !== day) : [...days, day]);
  return (
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
  );
}

/** The time zone the reminder's time is in. */
export function TimeZoneField({
  timeZone,
  onChange,
}: {
  timeZone: string;
  onChange: (zone: string) => void;
}) {
  const zoneId = useId();
  return (
    <Field>
      <label htmlFor={zoneId}>
        <FormattedMessage id="reminders.form.timeZone" />
      </label>
      <select id={zoneId} value={timeZone} onChange={(event) => onChange(event.target.value)}>
        {timeZoneOptions(timeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** What the reminder suggests: nothing, a state page (`state:<mood>`) or a tool (`tool:<app>`). */
export function SuggestionField({
  suggestion,
  onChange,
}: {
  suggestion: string;
  onChange: (suggestion: string) => void;
}) {
  const intl = useIntl();
  const suggestionId = useId();
  return (
    <Field>
      <label htmlFor={suggestionId}>
        <FormattedMessage id="reminders.form.suggestion" />
      </label>
      <select id={suggestionId} value={suggestion} onChange={(event) => onChange(event.target.value)}>
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
  );
}
