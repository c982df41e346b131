import type { ComponentType } from 'react';
import type { AppName } from '@steady/contracts';
import { BrainDumpTool } from '../brain-dump/components/BrainDumpTool';
import { BreathingTool } from '../breathing/components/BreathingTool';
import { DynamicBreakTool } from '../dynamic-break/components/DynamicBreakTool';
import { FiveMinuteRuleTool } from '../five-minute-rule/components/FiveMinuteRuleTool';
import { GratitudeTool } from '../gratitude/components/GratitudeTool';
import { GroundingTool } from '../grounding/components/GroundingTool';
import { MuscleStretchingTool } from '../muscle-stretching/components/MuscleStretchingTool';
import { OneMinuteRuleTool } from '../one-minute-rule/components/OneMinuteRuleTool';
import { PomodoroTool } from '../pomodoro/components/PomodoroTool';
import { StopTool } from '../stop/components/StopTool';
import { TenseReleaseTool } from '../tense-release/components/TenseReleaseTool';
import type { TechniqueToolProps } from './technique-tool-props';

/** The tool a technique entry of type `app` opens, by its `appName`. */
export const techniqueTools: Record<AppName, ComponentType<TechniqueToolProps>> = {
  breathing: BreathingTool,
  grounding: GroundingTool,
  pomodoro: PomodoroTool,
  tenseRelease: TenseReleaseTool,
  brainDump: BrainDumpTool,
  gratitude: GratitudeTool,
  oneMinuteRule: OneMinuteRuleTool,
  fiveMinuteRule: FiveMinuteRuleTool,
  dynamicBreak: DynamicBreakTool,
  muscleStretching: MuscleStretchingTool,
  stop: StopTool,
};

export interface DefaultTechniqueEntry {
  readonly techniqueId: string;
  readonly xp: number;
}

/**
 * What a tool records when opened on its own page rather than from a technique entry: the content
 * catalogue's id and XP for it (services/content/data/techniques.json; breathing's 10 XP is spec §9).
 * Copied, not imported, so the content data stays out of this bundle.
 */
export const defaultTechniqueEntries: Record<AppName, DefaultTechniqueEntry> = {
  breathing: { techniqueId: 'breath-loop', xp: 10 },
  grounding: { techniqueId: 'grounding-5-4-3-2-1', xp: 10 },
  pomodoro: { techniqueId: 'pomodoro-focus', xp: 30 },
  tenseRelease: { techniqueId: 'tense-and-release', xp: 15 },
  brainDump: { techniqueId: 'brain-dump', xp: 15 },
  gratitude: { techniqueId: 'gratitude-moments', xp: 15 },
  oneMinuteRule: { techniqueId: 'one-minute-rule', xp: 10 },
  fiveMinuteRule: { techniqueId: 'five-minute-rule', xp: 20 },
  dynamicBreak: { techniqueId: 'dynamic-break', xp: 15 },
  muscleStretching: { techniqueId: 'muscle-stretching', xp: 20 },
  stop: { techniqueId: 'stop-technique', xp: 10 },
};
