import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  restartAction,
  standardTimerHandlers,
  TimerControls,
  timerControlState,
  type ControlAction,
} from '../components/TimerControls';
import { ToolLayout } from '../components/ToolLayout';
import { Screen } from '../components/tool-styles';
import { useTechniqueName } from '../hooks/use-technique-name';
import { useToolSession, type ToolSessionView } from '../hooks/use-tool-session';
import type { PhaseCue, ToolDefinition, ToolEvent } from '../session/tool-definition';
import type { CompletionStamp } from '../timing/completion';
import type { TimedView } from '../timing/timed-tool';
import type { TechniqueToolProps } from './technique-tool-props';

interface TechniqueToolView<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
> extends ToolSessionView<State, Event, View> {
  readonly intl: IntlShape;
  readonly definition: ToolDefinition<State, Event, View>;
  readonly props: TechniqueToolProps;
  /** The technique's name as the caller gave it, else the tool's own. */
  readonly name: string;
}

/** A tool view's session (see `useToolSession`) with what its scaffold needs: its name and definition. */
export function useTechniqueTool<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
>(
  definition: ToolDefinition<State, Event, View>,
  props: TechniqueToolProps,
): TechniqueToolView<State, Event, View> {
  const intl = useIntl();
  const name = useTechniqueName(definition.appName, props.name);
  const sessionView = useToolSession(definition, props);
  return { ...sessionView, intl, definition, props, name };
}

interface ToolScaffoldProps<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
> {
  readonly tool: TechniqueToolView<State, Event, View>;
  /** The tool's phase cue when it differs from its definition's (breathing's "done" depends on the rating). */
  readonly cue?: PhaseCue;
  /** Close as the tool does it, when it does more than hand back to the caller. */
  readonly onClose?: (() => void) | undefined;
  readonly children: ReactNode;
}

/** The frame of every tool (see ToolLayout) around its screen, announcing the definition's phase cue. */
export function ToolScaffold<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
>({ tool, cue, onClose, children }: ToolScaffoldProps<State, Event, View>) {
  const { phaseKey, announcement } = cue ?? tool.definition.phaseCue(tool.intl, tool.view);
  return (
    <ToolLayout
      session={tool.session}
      name={tool.name}
      phaseKey={phaseKey}
      announcement={announcement}
      onClose={onClose ?? tool.props.onClose}
      autoStart={tool.props.autoStart}
    >
      <Screen>{children}</Screen>
    </ToolLayout>
  );
}

interface RunControlsProps<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
> {
  readonly tool: TechniqueToolView<State, Event, View>;
  readonly started: boolean;
  /** false where the tool has no finished screen of its own. */
  readonly isFinished?: boolean;
  /** The main button once finished; Restart unless the tool says otherwise (null: none). */
  readonly finishedAction?: ControlAction | null;
  readonly children?: ReactNode;
}

/** Start, Pause, Resume, Reset while under way, and the finished action, wired to the tool's machine. */
export function RunControls<
  State extends CompletionStamp,
  Event extends ToolEvent,
  View extends TimedView<string>,
>({ tool, started, isFinished, finishedAction, children }: RunControlsProps<State, Event, View>) {
  const { view, dispatch } = tool;
  return (
    <TimerControls
      state={timerControlState({
        started,
        isPaused: view.isPaused,
        isFinished: isFinished ?? view.isFinished,
      })}
      {...standardTimerHandlers(dispatch)}
      onReset={tool.definition.isUnderWay(view) ? () => dispatch({ type: 'reset' }) : undefined}
      finishedAction={
        finishedAction === undefined ? restartAction(tool.intl, dispatch) : (finishedAction ?? undefined)
      }
    >
      {children}
    </TimerControls>
  );
}
