import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Reminder } from '@steady/contracts';
import { Row } from '@steady/ui';

const Time = styled.span`
  font-size: 1.2rem;
  font-weight: 700;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** When a reminder rings (time, days, time zone, repeats), whether it is paused, and what it suggests. */
export function ReminderSummary({ reminder }: { reminder: Reminder }) {
  const intl = useIntl();
  const days = reminder.days.map((day) => intl.formatMessage({ id: `reminders.day.${day}` })).join(', ');
  const suggestion = reminder.suggestedTool
    ? intl.formatMessage({ id: `reminders.tool.${reminder.suggestedTool}` })
    : reminder.suggestedState
      ? intl.formatMessage({ id: `mood.${reminder.suggestedState}` })
      : null;
  return (
    <>
      <Row $gap={2}>
        <Time>{reminder.time}</Time>
        <span>{days}</span>
        {reminder.paused && (
          <Muted>
            <FormattedMessage id="reminders.paused" />
          </Muted>
        )}
      </Row>
      <Muted>
        {reminder.timeZone.replaceAll('_', ' ')}
        {suggestion && (
          <>
            {' '}
            · <FormattedMessage id="reminders.suggests" values={{ suggestion }} />
          </>
        )}
      </Muted>
      {reminder.repeat && (
        <Muted>
          <FormattedMessage
            id="reminders.repeat.summary"
            values={{ minutes: reminder.repeat.everyMinutes, times: reminder.repeat.times }}
          />
        </Muted>
      )}
    </>
  );
}
