import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { PomodoroTool } from './components/PomodoroTool';
import { pomodoroTool } from './pomodoro-definition';

export const pomodoro: TechniqueToolEntry = {
  definition: pomodoroTool,
  Tool: PomodoroTool,
};
