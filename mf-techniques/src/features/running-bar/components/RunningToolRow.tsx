import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@steady/ui';
import { useSessionSnapshot } from '../../../shared/hooks/use-tool-session';
import { toolName } from '../../../shared/session/outside-intl';
import type { AnyToolSession } from '../../../shared/session/tool-session';
import { formatClock } from '../../../shared/timing/display-clock';
import { TimerViewButton } from '../../timer-view';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
`;

/** One line even on a phone: the bar stays small, the full name is on the tool itself. */
const Name = styled.span`
  font-weight: 600;
  flex: 1 1 8rem;
  min-width: 0;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

const BackLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;

/**
 * One tool under way while its view is elsewhere: its name, what is left (or that it waits for the user's
 * next step), pause or resume, back to it.
 */
export function RunningToolRow({ session }: { session: AnyToolSession }) {
  const intl = useIntl();
  const { view } = useSessionSnapshot(session);
  const { definition, props } = session;
  const name = toolName(intl, session.appName, props.name);
  const { remainingMs, labelId } = definition.headline(view);
  const running = definition.isTimerRunning(view);
  const time = formatClock(remainingMs);

  return (
    <Item>
      <Name>
        {name}
        {labelId !== null && ` · ${intl.formatMessage({ id: labelId })}`}
      </Name>
      {running || view.isPaused ? (
        <Time role="timer" aria-label={intl.formatMessage({ id: 'tool.timeLeft' })}>
          {view.isPaused ? `${intl.formatMessage({ id: 'tool.paused' })} · ${time}` : time}
        </Time>
      ) : (
        // Stopped between steps (grounding's Next, the next Pomodoro phase): no clock is counting.
        <Time>{intl.formatMessage({ id: 'runningTool.waiting' })}</Time>
      )}
      {(running || view.isPaused) && (
        <Button
          $variant="secondary"
          aria-label={`${intl.formatMessage({ id: running ? 'tool.pause' : 'tool.resume' })}: ${name}`}
          onClick={() => session.dispatch({ type: running ? 'pause' : 'resume' })}
        >
          {intl.formatMessage({ id: running ? 'tool.pause' : 'tool.resume' })}
        </Button>
      )}
      {(running || view.isPaused) && <TimerViewButton session={session} toolName={name} />}
      <BackLink to={session.backPath} onClick={() => session.markReturning()}>
        {intl.formatMessage({ id: 'runningTool.backToIt' })}
      </BackLink>
    </Item>
  );
}
