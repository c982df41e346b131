import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { BreathingTool } from './components/BreathingTool';
import { breathingTool } from './breathing-definition';

export const breathing: TechniqueToolEntry = {
  definition: breathingTool,
  Tool: BreathingTool,
};
