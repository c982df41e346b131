import { useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { Button, Row } from '@steady/ui';
import type { UnstampedEvent } from '../hooks/technique-runner';
import { useTimerKeyboard } from '../hooks/use-timer-keyboard';
import type { TimedControlEvent } from '../timing/timed-tool';

/** Where a tool's timer stands, as far as its controls care. */
export type TimerControlState = 'ready' | 'running' | 'paused' | 'finished';

/** The controls' view of a tool: not started yet, timing (maybe paused), or done. */
export function timerControlState(timer: {
  readonly started: boolean;
  readonly isPaused: boolean;
  readonly isFinished: boolean;
}): TimerControlState {
  if (timer.isFinished) return 'finished';
  if (!timer.started) return 'ready';
  return timer.isPaused ? 'paused' : 'running';
}

export interface ControlAction {
  readonly label: string;
  readonly onClick: () => void;
}

export interface TimerControlsProps {
  readonly state: TimerControlState;
  readonly onStart?: () => void;
  /** e.g. "Start break"; "Start" by default. */
  readonly startLabel?: string;
  readonly onPause?: () => void;
  readonly onResume?: () => void;
  /** Back to the beginning; pass it only while there is something to reset. */
  readonly onReset?: () => void;
  /** The main button once the timer is done: Restart, Next, Shred… none when absent. */
  readonly finishedAction?: ControlAction;
  /** Let the R key reset (Pomodoro, spec §4); elsewhere a stray key must not lose the user's place. */
  readonly resetShortcut?: boolean;
  /** The tool's own buttons (Skip, Add a minute, Done…), after the main one. */
  readonly children?: ReactNode;
}

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Keeps its height when empty, so nothing shifts when "Paused" appears. */
const PausedNote = styled(Hint)`
  min-height: 1.5em;
  font-weight: 600;
`;

const Controls = styled(Row)`
  justify-content: center;
  button {
    min-height: 48px;
    min-width: 120px;
  }
`;

function primaryAction(props: TimerControlsProps, labels: Record<'start' | 'pause' | 'resume', string>) {
  const { state, onStart, onPause, onResume, finishedAction } = props;
  if (state === 'ready' && onStart) return { label: props.startLabel ?? labels.start, onClick: onStart };
  if (state === 'running' && onPause) return { label: labels.pause, onClick: onPause };
  if (state === 'paused' && onResume) return { label: labels.resume, onClick: onResume };
  return state === 'finished' ? finishedAction : undefined;
}

/**
 * Start / Pause / Resume share one button, so keyboard focus stays put as the label changes; Reset and the
 * tool's own actions follow. Space toggles the timer when focus is not on a control.
 */
export function TimerControls(props: TimerControlsProps) {
  const intl = useIntl();
  const rowRef = useRef<HTMLDivElement>(null);
  const labels = {
    start: intl.formatMessage({ id: 'tool.start' }),
    pause: intl.formatMessage({ id: 'tool.pause' }),
    resume: intl.formatMessage({ id: 'tool.resume' }),
  };
  const primary = primaryAction(props, labels);
  const toggle = props.state === 'finished' ? undefined : primary?.onClick;
  useTimerKeyboard(rowRef, {
    onToggle: toggle,
    onReset: props.resetShortcut ? props.onReset : undefined,
  });

  return (
    <>
      <Controls ref={rowRef}>
        {primary && (
          <Button key="primary" onClick={primary.onClick}>
            {primary.label}
          </Button>
        )}
        {props.children}
        {props.onReset && (
          <Button key="reset" $variant="secondary" onClick={props.onReset}>
            {intl.formatMessage({ id: 'tool.reset' })}
          </Button>
        )}
      </Controls>
      {/* Always present, so a screen reader hears "Paused" when Space pauses from anywhere in the tool. */}
      <PausedNote role="status">
        {props.state === 'paused' ? intl.formatMessage({ id: 'tool.paused' }) : ''}
      </PausedNote>
      {toggle && (
        <Hint>
          {intl.formatMessage({
            id: props.resetShortcut ? 'tool.keyboardHintWithReset' : 'tool.keyboardHint',
          })}
        </Hint>
      )}
    </>
  );
}

type ControlDispatch = (event: UnstampedEvent<TimedControlEvent>) => void;

/** Start, Pause and Resume wired to a machine's standard events — the same in every timed tool. */
export function standardTimerHandlers(dispatch: ControlDispatch) {
  return {
    onStart: () => dispatch({ type: 'start' }),
    onPause: () => dispatch({ type: 'pause' }),
    onResume: () => dispatch({ type: 'resume' }),
  };
}

/** The Restart button a finished tool offers. */
export function restartAction(intl: IntlShape, dispatch: ControlDispatch): ControlAction {
  return { label: intl.formatMessage({ id: 'tool.restart' }), onClick: () => dispatch({ type: 'restart' }) };
}
