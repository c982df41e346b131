import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { completionReward, premiumXpMultiplier } from '@steady/domain';
import { mixerMaximumTracks, supportReplyBusinessDays } from '@steady/contracts';
import { useAudioCounts, type AudioCounts } from '../hooks/use-audio-counts';

/** Spec §1: everything Premium adds, in the order a reader weighs it. */
export const premiumBenefits = [
  'affirmations',
  'ambientTracks',
  'ambientMixer',
  'techniques',
  'statistics',
  'clinicianSummary',
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

type Benefit = (typeof premiumBenefits)[number];

/** The message and its figures; a count the catalogue has not told yet is left out rather than guessed. */
function benefitMessage(
  benefit: Benefit,
  formatNumber: (value: number) => string,
  counts: AudioCounts | null,
) {
  const id = `premium.benefit.${benefit}`;
  switch (benefit) {
    case 'xp':
      return {
        id,
        values: {
          multiplier: formatNumber(premiumXpMultiplier),
          example: exampleXp,
          total: exampleReward.xpEarned + exampleReward.premiumBonus,
        },
      };
    case 'support':
      return { id, values: { days: supportReplyBusinessDays.priority } };
    case 'ambientMixer':
      return { id, values: { count: mixerMaximumTracks } };
    case 'ambientTracks':
      return counts ? { id, values: { count: counts.ambient } } : { id: `${id}.uncounted` };
    case 'affirmations':
      return counts ? { id, values: { count: counts.affirmations } } : { id: `${id}.uncounted` };
    default:
      return { id };
  }
}

export function BenefitList({ labelledBy }: { labelledBy: string }) {
  const intl = useIntl();
  const counts = useAudioCounts();
  return (
    <List aria-labelledby={labelledBy}>
      {premiumBenefits.map((benefit) => (
        <li key={benefit}>
          <FormattedMessage {...benefitMessage(benefit, (value) => intl.formatNumber(value), counts)} />
        </li>
      ))}
    </List>
  );
}
