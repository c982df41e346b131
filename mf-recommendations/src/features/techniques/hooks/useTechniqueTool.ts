import { useEffect, useState, type ComponentType } from 'react';
import type { AppName, Mood } from '@steady/contracts';
import { loadRemoteModule } from '@steady/ui';

/** What mf-techniques' `./TechniqueTool` renders: the interactive tool named by `appName`. */
export interface TechniqueToolProps {
  appName: AppName;
  techniqueId: string;
  xp: number;
  mood?: Mood;
  name?: string;
  onClose?: () => void;
}

interface TechniqueToolModule {
  TechniqueTool?: ComponentType<TechniqueToolProps>;
  default?: ComponentType<TechniqueToolProps>;
}

export type TechniqueToolState =
  { status: 'loading' } | { status: 'ready'; Tool: ComponentType<TechniqueToolProps> } | { status: 'failed' };

/**
 * Loads the tools from mf-techniques at runtime, through the shell's remote registry (never by
 * importing its source). A failure is shown and `retry` asks for the remote afresh.
 */
export function useTechniqueTool() {
  const [state, setState] = useState<TechniqueToolState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemoteModule<TechniqueToolModule>('mf_techniques', 'TechniqueTool')
      .then((module) => {
        const Tool = module.TechniqueTool ?? module.default;
        if (!Tool) throw new Error('mf_techniques/TechniqueTool exports no component');
        if (current) setState({ status: 'ready', Tool });
      })
      .catch((error: unknown) => {
        console.error('[steady] the technique tools are unavailable', error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
