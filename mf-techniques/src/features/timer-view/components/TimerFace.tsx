import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useReducedMotion } from '@steady/app-frame';
import { Button } from '@steady/ui';
import { toolName } from '../../../shared/session/outside-intl';
import type { AnyToolSession } from '../../../shared/session/tool-session';
import { formatClock } from '../../../shared/timing/display-clock';
import { useLiveFace } from '../hooks/use-live-face';
import { shownFraction, type FaceMode } from '../model/timer-face';
import { TimerDisk } from './TimerDisk';

const Face = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Time = styled.p`
  margin: 0;
  font-size: clamp(2.5rem, 15vmin, 7rem);
  line-height: 1.1;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 600;
`;

/** Keeps its height when empty, so nothing shifts when "Paused" appears. */
const PausedNote = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const noTimeNoteIds: Partial<Record<FaceMode, string>> = {
  waiting: 'runningTool.waiting',
  ended: 'timerView.ended',
};

interface TimerFaceProps {
  readonly session: AnyToolSession;
  /** The window it is shown in. */
  readonly owner: Window;
  /** After each render (the pop-out copies the styles its parts just added to the page). */
  readonly onDrawn?: () => void;
}

/**
 * One tool's timer, large: its name (and step), the shrinking disk, the time left and pause or resume,
 * acting on the same session as the tool's page.
 */
export function TimerFace({ session, owner, onDrawn }: TimerFaceProps) {
  const intl = useIntl();
  const still = useReducedMotion();
  const face = useLiveFace(session, owner);
  const name = toolName(intl, session.appName, session.props.name);
  const title = face.labelId === null ? name : `${name} · ${intl.formatMessage({ id: face.labelId })}`;
  const counting = face.mode === 'running' || face.mode === 'paused';
  const noTimeNote = noTimeNoteIds[face.mode];
  useLayoutEffect(() => onDrawn?.());

  return (
    <Face>
      <Title>{title}</Title>
      <TimerDisk
        fraction={shownFraction(face.fractionLeft, still)}
        still={still}
        paused={face.mode === 'paused'}
      />
      {counting && (
        <Time role="timer" aria-label={intl.formatMessage({ id: 'tool.timeLeft' })}>
          {formatClock(face.remainingMs)}
        </Time>
      )}
      {noTimeNote !== undefined && <Note>{intl.formatMessage({ id: noTimeNote })}</Note>}
      <PausedNote role="status">
        {face.mode === 'paused' ? intl.formatMessage({ id: 'tool.paused' }) : ''}
      </PausedNote>
      {counting && (
        <Button onClick={() => session.dispatch({ type: face.mode === 'running' ? 'pause' : 'resume' })}>
          {intl.formatMessage({ id: face.mode === 'running' ? 'tool.pause' : 'tool.resume' })}
        </Button>
      )}
    </Face>
  );
}
