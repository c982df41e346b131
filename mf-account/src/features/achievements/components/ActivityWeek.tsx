import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AchievementsResponse } from '@steady/contracts';
import { Card, SectionTitle, Stack, VisuallyHidden } from '@steady/ui';

const Days = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
`;

const Day = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 34px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Dot = styled.span<{ $active: boolean }>`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
`;

/** The user's days are calendar dates; shown at noon UTC so no time zone moves them to another day. */
const noonOf = (day: string) => new Date(`${day}T12:00:00.000Z`);

/**
 * The gentle streak: how many of the last seven days had practice. A missed day only leaves a circle
 * empty; nothing is lost, and an empty week reads as an invitation, not a failure.
 */
export function ActivityWeek({ activity }: { activity: AchievementsResponse['activity'] }) {
  const intl = useIntl();
  return (
    <Card aria-labelledby="activity-week-title">
      <SectionTitle id="activity-week-title">
        <FormattedMessage id="activity.title" />
      </SectionTitle>
      <Stack>
        <p>
          {activity.activeDays === 0 ? (
            <FormattedMessage id="activity.none" />
          ) : (
            <FormattedMessage id="activity.summary" values={{ count: activity.activeDays }} />
          )}
        </p>
        <Days>
          {activity.days.map(({ day, active }) => {
            const date = noonOf(day);
            const label = intl.formatDate(date, {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              timeZone: 'UTC',
            });
            return (
              <Day key={day}>
                <Dot $active={active} aria-hidden="true" />
                <span aria-hidden="true">{intl.formatDate(date, { weekday: 'short', timeZone: 'UTC' })}</span>
                <VisuallyHidden>
                  <FormattedMessage
                    id={active ? 'activity.day.active' : 'activity.day.rest'}
                    values={{ day: label }}
                  />
                </VisuallyHidden>
              </Day>
            );
          })}
        </Days>
      </Stack>
    </Card>
  );
}
