import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Its own entry point, not the shared @steady/ui: runtime plugins run before any shared module exists.
import { unavailableRemoteModule } from '@steady/app-frame/unavailable-module';

/**
 * Module Federation runtime plugin: when a remote's manifest, entry or chunk cannot be loaded,
 * answer with a marker module instead of throwing, so the shell renders that remote's fallback and
 * everything else keeps working.
 */
export default function unavailableRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'steady-unavailable-remote',
    errorLoadRemote({ id, error }) {
      console.warn(`[steady] remote module ${id} could not be loaded`, error);
      return unavailableRemoteModule(error);
    },
  };
}
