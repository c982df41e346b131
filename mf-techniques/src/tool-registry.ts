import type { AppName } from '@steady/contracts';
import { brainDump } from './features/brain-dump';
import { breathing } from './features/breathing';
import { dynamicBreak } from './features/dynamic-break';
import { fiveMinuteRule } from './features/five-minute-rule';
import { gratitude } from './features/gratitude';
import { grounding } from './features/grounding';
import { muscleStretching } from './features/muscle-stretching';
import { oneMinuteRule } from './features/one-minute-rule';
import { pomodoro } from './features/pomodoro';
import { stop } from './features/stop';
import { stuckToStarted } from './features/stuck-to-started';
import { tenseRelease } from './features/tense-release';
import type { TechniqueToolEntry } from './shared/tool-scaffold/technique-tool-entry';

/**
 * Every technique tool, by the `appName` a content entry opens it with: the one place that lists them.
 * Each tool's folder index gives its machine, its view and what it records on its own page.
 */
export const toolRegistry: Record<AppName, TechniqueToolEntry> = {
  breathing,
  grounding,
  pomodoro,
  tenseRelease,
  brainDump,
  gratitude,
  oneMinuteRule,
  fiveMinuteRule,
  dynamicBreak,
  muscleStretching,
  stop,
  stuckToStarted,
};

/** Each tool's machine as the session store runs it (the running bar restores sessions with them). */
export const toolDefinitions = Object.fromEntries(
  Object.entries(toolRegistry).map(([appName, entry]) => [appName, entry.definition]),
) as Record<AppName, TechniqueToolEntry['definition']>;
