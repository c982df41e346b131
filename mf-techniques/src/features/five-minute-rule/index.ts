import type { TechniqueToolEntry } from '../../shared/tool-scaffold/technique-tool-entry';
import { FiveMinuteRuleTool } from './components/FiveMinuteRuleTool';
import { fiveMinuteRuleTool } from './five-minute-rule-definition';

export const fiveMinuteRule: TechniqueToolEntry = {
  definition: fiveMinuteRuleTool,
  Tool: FiveMinuteRuleTool,
};
