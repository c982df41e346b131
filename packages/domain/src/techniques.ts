import type { AppName } from '@steady/contracts';
import { techniqueCatalogue } from './technique-catalogue.generated';
import type { TechniqueFacts } from './technique-facts';

/** The facts of a known technique; undefined for anything else (including inherited keys like "toString"). */
export function techniqueFactsOf(techniqueId: string): TechniqueFacts | undefined {
  return Object.hasOwn(techniqueCatalogue, techniqueId) ? techniqueCatalogue[techniqueId] : undefined;
}

/** The interactive tools among these technique ids, each once. */
export function toolsAmong(techniqueIds: Iterable<string>): Set<AppName> {
  const tools = new Set<AppName>();
  for (const id of techniqueIds) {
    const appName = techniqueFactsOf(id)?.appName;
    if (appName) tools.add(appName);
  }
  return tools;
}

/** The technique an interactive tool records when it runs on its own page, and what that earns. */
export interface ToolTechnique {
  readonly techniqueId: string;
  readonly xp: number;
}

/** The catalogue's technique for a tool: exactly one technique opens each tool (the tests check it). */
export function techniqueOfTool(appName: AppName): ToolTechnique {
  const entry = Object.entries(techniqueCatalogue).find(([, facts]) => facts.appName === appName);
  if (!entry) throw new Error(`No technique of the catalogue opens the ${appName} tool`);
  const [techniqueId, { xp }] = entry;
  return { techniqueId, xp };
}
