import type { Mood } from '@steady/contracts';

/** What every tool accepts, whether opened from the technique page or from a technique entry elsewhere. */
export interface TechniqueToolProps {
  /** The catalogue id recorded on completion (progress, history). */
  readonly techniqueId: string;
  /** XP granted once per completed run. */
  readonly xp: number;
  /** Selects the breath pattern; the other tools ignore it. */
  readonly mood?: Mood;
  /** The technique's name as the caller shows it; the tool's own name otherwise. */
  readonly name?: string;
  /** Offered as a Close button when the caller can close the tool. */
  readonly onClose?: () => void;
}
