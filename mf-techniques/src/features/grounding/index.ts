import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { GroundingTool } from './components/GroundingTool';
import { groundingTool } from './grounding-definition';

export const grounding: TechniqueToolEntry = {
  definition: groundingTool,
  Tool: GroundingTool,
  ownPageEntry: { techniqueId: 'grounding-5-4-3-2-1', xp: 10 },
};
