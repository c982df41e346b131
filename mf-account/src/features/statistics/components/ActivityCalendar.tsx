import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { StatsResponse } from '@steady/contracts';
import { addDays } from '@steady/domain';
import { dayAsDate } from '../model/bucket-labels';
import { calendarMonths } from '../model/calendar';
import { ChartTable } from './chart-parts';

const Months = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Month = styled.table`
  border-collapse: separate;
  border-spacing: 3px;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  th {
    font-weight: 400;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Cell = styled.td<{ $state: 'active' | 'quiet' | 'outside' }>`
  width: 22px;
  height: 22px;
  border-radius: 5px;
  font-size: 0.7rem;
  text-align: center;
  color: ${({ theme, $state }) => ($state === 'active' ? theme.colors.primaryText : theme.colors.textMuted)};
  background: ${({ theme, $state }) =>
    $state === 'active'
      ? theme.colors.primary
      : $state === 'quiet'
        ? theme.colors.surfaceMuted
        : 'transparent'};
`;

/** Monday 2 March 2026 and the six days after it, for the weekday headers. */
const weekdays = Array.from({ length: 7 }, (_, index) => addDays('2026-03-02', index));

/** Each month of the range with its active days filled in; the table beside it lists them. */
export function ActivityCalendar({ stats }: { stats: StatsResponse }) {
  const intl = useIntl();
  const completions = new Map(stats.activeDays.map((day) => [day.day, day.completions]));
  const dayName = (day: string) =>
    intl.formatDate(dayAsDate(day), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <>
      <Months aria-hidden="true">
        {calendarMonths(stats.from, stats.to).map((month) => (
          <Month key={month.start}>
            <caption>
              {intl.formatDate(dayAsDate(month.start), { month: 'long', year: 'numeric', timeZone: 'UTC' })}
            </caption>
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day}>{intl.formatDate(dayAsDate(day), { weekday: 'narrow', timeZone: 'UTC' })}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {month.weeks.map((week, index) => (
                <tr key={index}>
                  {week.map((day, cell) => (
                    <Cell
                      key={cell}
                      $state={
                        day === null || day < stats.from || day > stats.to
                          ? 'outside'
                          : completions.has(day)
                            ? 'active'
                            : 'quiet'
                      }
                    >
                      {day === null ? '' : Number(day.slice(8))}
                    </Cell>
                  ))}
                </tr>
              ))}
            </tbody>
          </Month>
        ))}
      </Months>
      <ChartTable
        caption={intl.formatMessage({ id: 'stats.calendar.title' })}
        headers={[
          <FormattedMessage key="day" id="stats.table.day" />,
          <FormattedMessage key="n" id="stats.table.completions" />,
        ]}
        rows={stats.activeDays.map((day) => [dayName(day.day), day.completions])}
      />
    </>
  );
}
