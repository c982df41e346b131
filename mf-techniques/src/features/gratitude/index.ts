import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { GratitudeTool } from './components/GratitudeTool';
import { gratitudeTool } from './gratitude-definition';

export const gratitude: TechniqueToolEntry = {
  definition: gratitudeTool,
  Tool: GratitudeTool,
};
