import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { reminderRepeatIntervals, reminderRepeatMaxTimes, type ReminderRepeat } from '@steady/contracts';
import { Row } from '@steady/ui';
import { Field, Fieldset, Hint } from '../../../shared/components/field-styles';

const timesChoices = Array.from({ length: reminderRepeatMaxTimes }, (_, index) => index + 1);

/** Repeats when used for the first time: every 10 minutes, 3 times at most. */
const firstRepeat: ReminderRepeat = { everyMinutes: 10, times: 3 };

interface RepeatFieldsProps {
  repeat: ReminderRepeat | null;
  onChange: (repeat: ReminderRepeat | null) => void;
}

/** Whether an unanswered notification comes again: off, or every few minutes, a few times at most. */
export function RepeatFields({ repeat, onChange }: RepeatFieldsProps) {
  const intl = useIntl();
  const everyId = useId();
  const timesId = useId();
  const hintId = useId();

  const changeEvery = (value: string) => {
    const everyMinutes = reminderRepeatIntervals.find((minutes) => String(minutes) === value);
    onChange(everyMinutes ? { everyMinutes, times: repeat?.times ?? firstRepeat.times } : null);
  };

  return (
    <Fieldset aria-describedby={hintId}>
      <legend>
        <FormattedMessage id="reminders.repeat.title" />
      </legend>
      <Hint id={hintId}>
        <FormattedMessage id="reminders.repeat.hint" />
      </Hint>
      <Row $gap={3}>
        <Field>
          <label htmlFor={everyId}>
            <FormattedMessage id="reminders.repeat.every" />
          </label>
          <select
            id={everyId}
            value={repeat ? String(repeat.everyMinutes) : ''}
            onChange={(event) => changeEvery(event.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'reminders.repeat.off' })}</option>
            {reminderRepeatIntervals.map((minutes) => (
              <option key={minutes} value={minutes}>
                {intl.formatMessage({ id: 'reminders.repeat.everyMinutes' }, { minutes })}
              </option>
            ))}
          </select>
        </Field>
        {repeat && (
          <Field>
            <label htmlFor={timesId}>
              <FormattedMessage id="reminders.repeat.times" />
            </label>
            <select
              id={timesId}
              value={repeat.times}
              onChange={(event) => onChange({ ...repeat, times: Number(event.target.value) })}
            >
              {timesChoices.map((times) => (
                <option key={times} value={times}>
                  {intl.formatMessage({ id: 'reminders.repeat.timesCount' }, { times })}
                </option>
              ))}
            </select>
          </Field>
        )}
      </Row>
    </Fieldset>
  );
}
