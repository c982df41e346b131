import type { AppName } from '@steady/contracts';

/** What the XP rule, statistics and badges need to know about a technique; its texts stay in content. */
export interface TechniqueFacts {
  readonly minutes: number;
  readonly xp: number;
  /** Only Premium subscribers may open it. */
  readonly premium: boolean;
  /** The interactive tool it opens, or null for a text technique. */
  readonly appName: AppName | null;
}
