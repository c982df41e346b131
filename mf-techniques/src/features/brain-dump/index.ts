import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { BrainDumpTool } from './components/BrainDumpTool';
import { brainDumpTool } from './brain-dump-definition';

export const brainDump: TechniqueToolEntry = {
  definition: brainDumpTool,
  Tool: BrainDumpTool,
};
