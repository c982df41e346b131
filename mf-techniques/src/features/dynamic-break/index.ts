import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { DynamicBreakTool } from './components/DynamicBreakTool';
import { dynamicBreakTool } from './dynamic-break-definition';

export const dynamicBreak: TechniqueToolEntry = {
  definition: dynamicBreakTool,
  Tool: DynamicBreakTool,
};
