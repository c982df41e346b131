import type { AppName, Mood } from '@steady/contracts';
import { useTechniquesComponent } from '../../../shared/hooks/useTechniquesComponent';

/** What mf-techniques' `./TechniqueTool` renders: the interactive tool named by `appName`. */
export interface TechniqueToolProps {
  appName: AppName;
  techniqueId: string;
  xp: number;
  mood?: Mood;
  name?: string;
  /** Start at once (the card's one tap), unless a run is under way. */
  autoStart?: boolean;
  onClose?: () => void;
}

export function useTechniqueTool() {
  return useTechniquesComponent<TechniqueToolProps>('TechniqueTool');
}
