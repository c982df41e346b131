import type { ComponentType } from 'react';
import type { AnyToolDefinition } from '../session/tool-definition';
import type { TechniqueToolProps } from './technique-tool-props';

/**
 * What a tool's folder gives the registry (src/tool-registry.ts): its machine and its view. The technique
 * and XP it records on its own page come from @steady/domain (techniqueOfTool), not from the tool.
 */
export interface TechniqueToolEntry {
  /** The machine as the session store runs it (the running bar restores sessions with it). */
  readonly definition: AnyToolDefinition;
  readonly Tool: ComponentType<TechniqueToolProps>;
}
