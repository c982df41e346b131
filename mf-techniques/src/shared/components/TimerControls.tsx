import { useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { Row } from '@steady/ui';
import type { UnstampedEvent } from '../hooks/technique-runner';
import { useTimerKeyboard } from '../hooks/use-timer-keyboard';
import type { TimedControlEvent } from '../timing/timed-tool';
import { ResetConfirmation } from './ResetConfirmation';
import { useToolSessionContext } from './tool-session-context';
import { ToolButton } from './ToolButton';

/** Where a tool's timer stands, as far as its controls care. */
type TimerControlState = 'ready' | 'running' | 'paused' | 'finished';

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

interface TimerControlsProps {
  readonly state: TimerControlState;
  readonly onStart?: () => void;
  /** e.g. "Start break"; "Start" by default. */
  readonly startLabel?: string;
  readonly onPause?: () => void;
  readonly onResume?: () => void;
  /** Back to the beginning; pass it only while there is something to reset (it asks first past 30 s). */
  readonly onReset?: () => void;
  /** The main button once the timer is done: Restart, Next, Shred… none when absent. */
  readonly finishedAction?: ControlAction;
  /** Let the R key reset (Pomodoro, spec §4); elsewhere a stray key must not lose the user's place. */
  readonly resetShortcut?: boolean;
  /**
   * The tool's own buttons (Skip, Next, Add a minute…), after the main one. During a run they stay in
   * place, disabled while not available, so no button moves or changes meaning under the finger.
   */
  readonly children?: ReactNode;
}

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Keyboard shortcuts mean nothing on a touch screen without a keyboard: the hint is for pointers that hover. */
const KeyboardHint = styled(Hint)`
  @media (hover: none) and (pointer: coarse) {
    display: none;
  }
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
 * Start / Pause / Resume share one button, so keyboard focus stays put as the label changes (a double
 * press acts once: see `ToolButton`); the tool's own actions and Reset follow. Space toggles the timer
 * while focus is in the tool and not on a control; R resets where the tool allows it. Reset asks first
 * when it would throw away more than 30 s or typed text, in the controls' place.
 */
export function TimerControls(props: TimerControlsProps) {
  const intl = useIntl();
  const rowRef = useRef<HTMLDivElement>(null);
  const { requestReset, confirmingReset } = useToolSessionContext();
  const { onReset } = props;
  const reset = onReset && (() => requestReset(onReset));
  const labels = {
    start: intl.formatMessage({ id: 'tool.start' }),
    pause: intl.formatMessage({ id: 'tool.pause' }),
    resume: intl.formatMessage({ id: 'tool.resume' }),
  };
  const primary = primaryAction(props, labels);
  // While the reset question is open the row is gone, and with it the shortcuts.
  const toggle = props.state === 'finished' ? undefined : primary?.onClick;
  useTimerKeyboard(rowRef, { onToggle: toggle, onReset: props.resetShortcut ? reset : undefined });

  return (
    <>
      {confirmingReset && <ResetConfirmation />}
      {!confirmingReset && (
        <Controls ref={rowRef}>
          {primary && (
            <ToolButton key="primary" onClick={primary.onClick}>
              {primary.label}
            </ToolButton>
          )}
          {props.children}
          {reset && (
            <ToolButton key="reset" $variant="secondary" onClick={reset}>
              {intl.formatMessage({ id: 'tool.reset' })}
            </ToolButton>
          )}
        </Controls>
      )}
      {/* Always present, so a screen reader hears "Paused" when Space pauses from anywhere in the tool. */}
      <PausedNote role="status">
        {props.state === 'paused' ? intl.formatMessage({ id: 'tool.paused' }) : ''}
      </PausedNote>
      {toggle && (
        <KeyboardHint>
          {intl.formatMessage({
            id: props.resetShortcut ? 'tool.keyboardHintWithReset' : 'tool.keyboardHint',
          })}
        </KeyboardHint>
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
