import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { GroundingTool } from './components/GroundingTool';
import { groundingTool } from './grounding-definition';

export const grounding: TechniqueToolEntry = {
  definition: groundingTool,
  Tool: GroundingTool,
};
