import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { completionReward, premiumXpMultiplier } from '@steady/domain';
import { supportReplyBusinessDays } from '@steady/contracts';

/** Spec §1: everything Premium adds, in the order a reader weighs it. */
export const premiumBenefits = [
  'affirmations',
  'ambientTracks',
  'ambientMixer',
  'techniques',
  'statistics',
  'moodJournal',
  'recommendations',
  'reminders',
  'themes',
  'support',
  'xp',
] as const;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: baseline;
  }
  li::before {
    content: '✓' / '';
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

/** The example in "More XP for every technique": a 15 XP technique, worked out by the server's own rule. */
const exampleXp = 15;
const exampleReward = completionReward(exampleXp, { premium: true, earlierCompletionsToday: 0 });

export function BenefitList({ labelledBy }: { labelledBy: string }) {
  const intl = useIntl();
  const xpFigures = {
    multiplier: intl.formatNumber(premiumXpMultiplier),
    example: exampleXp,
    total: exampleReward.xpEarned + exampleReward.premiumBonus,
  };
  const supportFigures = { days: supportReplyBusinessDays.priority };
  return (
    <List aria-labelledby={labelledBy}>
      {premiumBenefits.map((benefit) => (
        <li key={benefit}>
          <FormattedMessage
            id={`premium.benefit.${benefit}`}
            values={benefit === 'xp' ? xpFigures : benefit === 'support' ? supportFigures : undefined}
          />
        </li>
      ))}
    </List>
  );
}
