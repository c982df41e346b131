import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { TenseReleaseTool } from './components/TenseReleaseTool';
import { tenseReleaseTool } from './tense-release-definition';

export const tenseRelease: TechniqueToolEntry = {
  definition: tenseReleaseTool,
  Tool: TenseReleaseTool,
};
