import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { MuscleStretchingTool } from './components/MuscleStretchingTool';
import { muscleStretchingTool } from './muscle-stretching-definition';

export const muscleStretching: TechniqueToolEntry = {
  definition: muscleStretchingTool,
  Tool: MuscleStretchingTool,
};
