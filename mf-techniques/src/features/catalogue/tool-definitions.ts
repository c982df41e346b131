import type { AppName } from '@steady/contracts';
import type { AnyToolDefinition } from '../../shared/session/tool-definition';
import { brainDumpTool } from '../brain-dump/brain-dump-definition';
import { breathingTool } from '../breathing/breathing-definition';
import { dynamicBreakTool } from '../dynamic-break/dynamic-break-definition';
import { fiveMinuteRuleTool } from '../five-minute-rule/five-minute-rule-definition';
import { gratitudeTool } from '../gratitude/gratitude-definition';
import { groundingTool } from '../grounding/grounding-definition';
import { muscleStretchingTool } from '../muscle-stretching/muscle-stretching-definition';
import { oneMinuteRuleTool } from '../one-minute-rule/one-minute-rule-definition';
import { pomodoroTool } from '../pomodoro/pomodoro-definition';
import { stopTool } from '../stop/stop-definition';
import { tenseReleaseTool } from '../tense-release/tense-release-definition';

/** Each tool's machine as the session store runs it, by `appName` (the running bar restores them). */
export const toolDefinitions: Record<AppName, AnyToolDefinition> = {
  breathing: breathingTool,
  grounding: groundingTool,
  pomodoro: pomodoroTool,
  tenseRelease: tenseReleaseTool,
  brainDump: brainDumpTool,
  gratitude: gratitudeTool,
  oneMinuteRule: oneMinuteRuleTool,
  fiveMinuteRule: fiveMinuteRuleTool,
  dynamicBreak: dynamicBreakTool,
  muscleStretching: muscleStretchingTool,
  stop: stopTool,
};
