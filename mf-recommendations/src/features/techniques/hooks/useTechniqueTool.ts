import type { AppName, Mood } from '@steady/contracts';
import { useTechniquesComponent } from '../../../shared/hooks/useTechniquesComponent';

/** What mf-techniques' `./TechniqueTool` renders: the interactive tool named by `appName`. */
export interface TechniqueToolProps {
  appName: AppName;
  techniqueId: string;
  xp: number;
  mood?: Mood;
  name?: string;
  onClose?: () => void;
}

export function useTechniqueTool() {
  return useTechniquesComponent<TechniqueToolProps>('TechniqueTool');
}
