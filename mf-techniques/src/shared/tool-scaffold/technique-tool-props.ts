import type { SessionProps } from '../session/tool-definition';

/** What every tool accepts, whether opened from the technique page or from a technique entry elsewhere. */
export interface TechniqueToolProps extends SessionProps {
  /** Offered as a Close button when the caller can close the tool. */
  readonly onClose?: () => void;
  /**
   * Opened by a technique card's main button: start at once (unless a run is under way), and bring the
   * tool into view with keyboard focus inside it.
   */
  readonly autoStart?: boolean;
  /**
   * The one thing a timed rule is run for (a step of From stuck to started): its title while it runs, in
   * place of the rule's generic heading.
   */
  readonly task?: string;
}
