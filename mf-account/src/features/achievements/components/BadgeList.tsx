import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import type { BadgeStanding } from '@steady/contracts';
import { Card, SectionTitle } from '@steady/ui';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li<{ $earned: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $earned }) => ($earned ? theme.colors.successSurface : theme.colors.surfaceMuted)};
  color: ${({ theme, $earned }) => ($earned ? theme.colors.text : theme.colors.textMuted)};
  p {
    margin: 0;
  }
  strong {
    display: block;
  }
  svg {
    flex-shrink: 0;
  }
`;

/** A medal for earned badges; a plain outline for the ones still ahead. */
function BadgeIcon({ earned }: { earned: boolean }) {
  const { colors } = useTheme();
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle
        cx="16"
        cy="16"
        r="13"
        fill={earned ? colors.accent : 'none'}
        stroke={earned ? colors.primary : colors.textMuted}
        strokeWidth="3"
        strokeDasharray={earned ? undefined : '4 3'}
      />
      {earned && <path d="M10 16.5l4 4 8-9" fill="none" stroke={colors.text} strokeWidth="2.5" />}
    </svg>
  );
}

/** Every badge: earned ones in colour, the rest greyed with how to earn them and how far along the user is. */
export function BadgeList({ badges }: { badges: readonly BadgeStanding[] }) {
  const intl = useIntl();
  const earned = badges.filter((badge) => badge.earned).length;
  return (
    <Card aria-labelledby="badges-title">
      <SectionTitle id="badges-title">
        <FormattedMessage id="achievements.title" />
      </SectionTitle>
      <p>
        <FormattedMessage id="achievements.earnedCount" values={{ earned, total: badges.length }} />
      </p>
      <Grid>
        {badges.map((badge) => (
          <Item key={badge.id} $earned={badge.earned} data-badge={badge.id} data-earned={badge.earned}>
            <BadgeIcon earned={badge.earned} />
            <div>
              <strong>{intl.formatMessage({ id: `ui.badge.${badge.id}.name` })}</strong>
              <p>{intl.formatMessage({ id: `badge.${badge.id}.how` })}</p>
              <p>
                {badge.earned ? (
                  <FormattedMessage id="achievements.earned" />
                ) : badge.showsProgress ? (
                  <FormattedMessage
                    id="achievements.progress"
                    values={{ current: badge.current, target: badge.target }}
                  />
                ) : (
                  <FormattedMessage id="achievements.locked" />
                )}
              </p>
            </div>
          </Item>
        ))}
      </Grid>
    </Card>
  );
}
