import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '@steady/ui';
import {
  restartAction,
  standardTimerHandlers,
  TimerControls,
  timerControlState,
} from '../../../shared/components/TimerControls';
import { TimerDisplay } from '../../../shared/components/TimerDisplay';
import { ToolLayout } from '../../../shared/components/ToolLayout';
import { Instruction, PhaseHeading, Screen } from '../../../shared/components/tool-styles';
import { useCompletion } from '../../../shared/hooks/use-completion';
import { useTechniqueMachine } from '../../../shared/hooks/use-technique-machine';
import { useTechniqueName } from '../../../shared/hooks/use-technique-name';
import type { TechniqueToolProps } from '../../catalogue/technique-tool-props';
import {
  initialOneMinuteRuleState,
  reduceOneMinuteRule,
  viewOneMinuteRule,
  type OneMinuteRuleView,
} from '../machine/one-minute-rule-machine';

const isRunning = (view: OneMinuteRuleView) => view.status === 'running' && !view.isPaused;

function finishedMessageId(view: OneMinuteRuleView): string {
  if (view.outcome === 'done') return 'oneMinuteRule.finishedDone';
  return view.outcome === 'skipped' ? 'oneMinuteRule.finishedSkipped' : 'oneMinuteRule.timeUp';
}

function phaseCue(intl: IntlShape, view: OneMinuteRuleView) {
  if (view.status === 'landing') return { phaseKey: null, announcement: '' };
  if (view.status === 'running') {
    return { phaseKey: 'running', announcement: intl.formatMessage({ id: 'oneMinuteRule.running' }) };
  }
  return {
    phaseKey: `finished-${view.outcome}`,
    announcement: intl.formatMessage({ id: finishedMessageId(view) }),
  };
}

/** One-minute rule (spec §4): one small task in 60 s, then Done or Skip; restart or close. */
export function OneMinuteRuleTool({ techniqueId, xp, name, onClose }: TechniqueToolProps) {
  const intl = useIntl();
  const toolName = useTechniqueName('oneMinuteRule', name);
  const { state, view, dispatch } = useTechniqueMachine({
    reduce: reduceOneMinuteRule,
    view: viewOneMinuteRule,
    createInitialState: () => initialOneMinuteRuleState(),
    isTimerRunning: isRunning,
  });
  const completion = useCompletion({ completedAtMs: state.completedAtMs, techniqueId, xp, name: toolName });
  const { phaseKey, announcement } = phaseCue(intl, view);
  const awaitingOutcome = view.status === 'finished' && view.outcome === null;
  // Spec §4 "restart or close": close returns to the landing screen, and hands back to the caller if any.
  const close = () => {
    dispatch({ type: 'close' });
    onClose?.();
  };
  const done = {
    label: intl.formatMessage({ id: 'oneMinuteRule.done' }),
    onClick: () => dispatch({ type: 'done' }),
  };
  const restart = restartAction(intl, dispatch);

  return (
    <ToolLayout
      name={toolName}
      phaseKey={phaseKey}
      announcement={announcement}
      completion={completion}
      onClose={onClose && close}
    >
      <Screen>
        {view.status === 'landing' && (
          <Instruction>{intl.formatMessage({ id: 'oneMinuteRule.landing' })}</Instruction>
        )}
        {view.status === 'running' && (
          <>
            <PhaseHeading>{intl.formatMessage({ id: 'oneMinuteRule.running' })}</PhaseHeading>
            <TimerDisplay
              remainingMs={view.totalRemainingMs}
              progress={view.progress}
              label={intl.formatMessage({ id: 'tool.timeLeft' })}
            />
          </>
        )}
        {view.status === 'finished' && (
          <PhaseHeading>{intl.formatMessage({ id: finishedMessageId(view) })}</PhaseHeading>
        )}
        <TimerControls
          state={timerControlState({
            started: view.status !== 'landing',
            isPaused: view.isPaused,
            isFinished: view.isFinished,
          })}
          {...standardTimerHandlers(dispatch)}
          onReset={view.status === 'running' ? () => dispatch({ type: 'reset' }) : undefined}
          finishedAction={awaitingOutcome ? done : restart}
        >
          {view.status === 'running' && <Button onClick={done.onClick}>{done.label}</Button>}
          {view.canRecordOutcome && (
            <Button $variant="secondary" onClick={() => dispatch({ type: 'skip' })}>
              {intl.formatMessage({ id: 'oneMinuteRule.skip' })}
            </Button>
          )}
          {view.status === 'finished' && !awaitingOutcome && !onClose && (
            <Button $variant="secondary" onClick={close}>
              {intl.formatMessage({ id: 'tool.close' })}
            </Button>
          )}
        </TimerControls>
      </Screen>
    </ToolLayout>
  );
}
