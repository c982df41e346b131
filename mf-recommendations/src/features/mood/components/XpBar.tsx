import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useChannel } from '@steady/bus';
import { Row } from '@steady/ui';
import { userStateChannel } from '@steady/user-state';
import { useServerProgress } from '../hooks/useServerProgress';

const Bar = styled.div`
  flex: 1 1 200px;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 400ms ease;
`;

const Figures = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The signed-in user's level and XP towards the next one: the shared userState, checked with the server. */
export function XpBar() {
  const intl = useIntl();
  useServerProgress();
  const { xp, level, xpToNextLevel } = useChannel(userStateChannel).progress;
  const percent = Math.min(100, Math.round((xp / xpToNextLevel) * 100));
  return (
    <Row $gap={3} aria-label={intl.formatMessage({ id: 'xp.label' })} role="group">
      <strong>
        <FormattedMessage id="xp.level" values={{ level }} />
      </strong>
      <Bar
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={xpToNextLevel}
        aria-valuenow={xp}
        aria-valuetext={intl.formatMessage({ id: 'xp.figures' }, { xp, total: xpToNextLevel })}
        aria-label={intl.formatMessage({ id: 'xp.progress' })}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Bar>
      <Figures>
        <FormattedMessage id="xp.figures" values={{ xp, total: xpToNextLevel }} />
      </Figures>
    </Row>
  );
}
