import { useEffect, useState, type ComponentType } from 'react';
import { loadRemoteModule } from '@steady/ui';

type ExposedComponentModule<Props> = Partial<Record<string, ComponentType<Props>>> & {
  default?: ComponentType<Props>;
};

export type TechniquesComponentState<Props> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<Props> } | { status: 'failed' };

/**
 * A component mf-techniques exposes (a tool, the calming audio, an audio guide), loaded at run time through
 * the shell's remote registry, never by importing its source. A failure is shown; `retry` asks afresh.
 */
export function useTechniquesComponent<Props>(exposedModule: string) {
  const [state, setState] = useState<TechniquesComponentState<Props>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteModule<ExposedComponentModule<Props>>('mf_techniques', exposedModule)
      .then((module) => {
        const Component = module[exposedModule] ?? module.default;
        if (!Component) throw new Error(`mf_techniques/${exposedModule} exports no component`);
        if (current) setState({ status: 'ready', Component });
      })
      .catch((error: unknown) => {
        console.error(`[steady] mf_techniques/${exposedModule} is unavailable`, error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [attempt, exposedModule]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
