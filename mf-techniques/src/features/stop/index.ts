import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { StopTool } from './components/StopTool';
import { stopTool } from './stop-definition';

export const stop: TechniqueToolEntry = {
  definition: stopTool,
  Tool: StopTool,
};
