import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { OneMinuteRuleTool } from './components/OneMinuteRuleTool';
import { oneMinuteRuleTool } from './one-minute-rule-definition';

export const oneMinuteRule: TechniqueToolEntry = {
  definition: oneMinuteRuleTool,
  Tool: OneMinuteRuleTool,
};
