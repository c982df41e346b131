import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Progress } from '@steady/contracts';
import { Card, SectionTitle, Stack } from '@steady/ui';

const Track = styled.div`
  height: 14px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

const LevelNumber = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
`;

/** XP and level with a bar towards the next level (spec §4 XP rule). */
export function LevelProgress({ progress }: { progress: Progress }) {
  const intl = useIntl();
  const percent = Math.min(100, Math.round((progress.xp / progress.xpToNextLevel) * 100));
  const nextLevel = progress.level + 1;
  return (
    <Card aria-labelledby="level-progress-title">
      <SectionTitle id="level-progress-title">
        <FormattedMessage id="progress.title" />
      </SectionTitle>
      <Stack $gap={2}>
        <LevelNumber>
          <FormattedMessage id="progress.level" values={{ level: progress.level }} />
        </LevelNumber>
        <Track
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'progress.towards' }, { level: nextLevel })}
          aria-valuemin={0}
          aria-valuemax={progress.xpToNextLevel}
          aria-valuenow={progress.xp}
        >
          <Fill $percent={percent} />
        </Track>
        <p>
          <FormattedMessage
            id="progress.xp"
            values={{ xp: progress.xp, total: progress.xpToNextLevel, level: nextLevel }}
          />
        </p>
      </Stack>
    </Card>
  );
}
