import type { ComponentType } from 'react';
import type { AnyToolDefinition } from '../session/tool-definition';
import type { TechniqueToolProps } from './technique-tool-props';

/** What a tool's folder gives the registry (src/tool-registry.ts): its machine, its view, its own-page entry. */
export interface TechniqueToolEntry {
  /** The machine as the session store runs it (the running bar restores sessions with it). */
  readonly definition: AnyToolDefinition;
  readonly Tool: ComponentType<TechniqueToolProps>;
  /**
   * What the tool records when opened on its own page rather than from a technique entry: the content
   * catalogue's id and XP for it (services/content/data/techniques.json), copied so the content data
   * stays out of this bundle.
   */
  readonly ownPageEntry: { readonly techniqueId: string; readonly xp: number };
}
