import type { ComponentType } from 'react';
import { loadRemoteModule, useResource } from '@steady/app-frame';

type ExposedComponentModule<Props> = Partial<Record<string, ComponentType<Props>>> & {
  default?: ComponentType<Props>;
};

async function loadExposedComponent<Props>(exposedModule: string): Promise<ComponentType<Props>> {
  try {
    const module = await loadRemoteModule<ExposedComponentModule<Props>>('mf_techniques', exposedModule);
    const Component = module[exposedModule] ?? module.default;
    if (!Component) throw new Error(`mf_techniques/${exposedModule} exports no component`);
    return Component;
  } catch (error: unknown) {
    console.error(`[steady] mf_techniques/${exposedModule} is unavailable`, error);
    throw error;
  }
}

/**
 * A component mf-techniques exposes (a tool, the calming audio, an audio guide), loaded at run time through
 * the shell's remote registry, never by importing its source. A failure is shown; `retry` asks afresh.
 */
export function useTechniquesComponent<Props>(exposedModule: string) {
  return useResource(exposedModule, () => loadExposedComponent<Props>(exposedModule));
}
