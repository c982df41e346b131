import type { AppName } from '@steady/contracts';

/** What the XP rule, statistics and badges need to know about a technique; its texts stay in content. */
export interface TechniqueFacts {
  readonly minutes: number;
  readonly xp: number;
  /** The interactive tool it opens, or null for a text technique. */
  readonly appName: AppName | null;
}

/**
 * Every technique of the content catalogue (services/content/data/techniques.json) by id. The content
 * service's tests check the two agree, so the server never grants XP for an id the catalogue lacks.
 */
export const techniqueCatalogue: Readonly<Record<string, TechniqueFacts>> = {
  'breath-loop': { minutes: 2, xp: 10, appName: 'breathing' },
  'grounding-5-4-3-2-1': { minutes: 2, xp: 10, appName: 'grounding' },
  'pomodoro-focus': { minutes: 25, xp: 30, appName: 'pomodoro' },
  'tense-and-release': { minutes: 3, xp: 15, appName: 'tenseRelease' },
  'brain-dump': { minutes: 4, xp: 15, appName: 'brainDump' },
  'gratitude-moments': { minutes: 3, xp: 15, appName: 'gratitude' },
  'one-minute-rule': { minutes: 1, xp: 10, appName: 'oneMinuteRule' },
  'five-minute-rule': { minutes: 5, xp: 20, appName: 'fiveMinuteRule' },
  'dynamic-break': { minutes: 4, xp: 15, appName: 'dynamicBreak' },
  'muscle-stretching': { minutes: 5, xp: 20, appName: 'muscleStretching' },
  'stop-technique': { minutes: 1, xp: 10, appName: 'stop' },
  'physiological-sigh': { minutes: 2, xp: 10, appName: null },
  'name-the-feeling': { minutes: 2, xp: 10, appName: null },
  'extended-exhale': { minutes: 3, xp: 15, appName: null },
  'hand-on-heart': { minutes: 2, xp: 10, appName: null },
  'worry-later': { minutes: 5, xp: 20, appName: null },
  'check-the-facts': { minutes: 5, xp: 20, appName: null },
  'cool-water-reset': { minutes: 2, xp: 10, appName: null },
  'leaves-on-a-stream': { minutes: 5, xp: 20, appName: null },
  'self-compassion-break': { minutes: 3, xp: 15, appName: null },
  'calm-place': { minutes: 4, xp: 15, appName: null },
  'worst-best-likely': { minutes: 4, xp: 15, appName: null },
  'body-scan': { minutes: 5, xp: 20, appName: null },
  'box-breathing': { minutes: 3, xp: 15, appName: null },
  'tiny-first-step': { minutes: 3, xp: 15, appName: null },
  'if-then-plan': { minutes: 3, xp: 15, appName: null },
  'countdown-launch': { minutes: 2, xp: 10, appName: null },
  'body-doubling': { minutes: 3, xp: 15, appName: null },
  'time-box': { minutes: 3, xp: 15, appName: null },
  'remove-one-obstacle': { minutes: 3, xp: 15, appName: null },
  'messy-first-draft': { minutes: 4, xp: 15, appName: null },
  'pair-it-with-a-treat': { minutes: 2, xp: 10, appName: null },
  'note-from-future-you': { minutes: 3, xp: 15, appName: null },
  'done-list': { minutes: 3, xp: 15, appName: null },
  'why-it-matters': { minutes: 4, xp: 15, appName: null },
  'set-up-your-space': { minutes: 4, xp: 15, appName: null },
  'pause-before-reply': { minutes: 2, xp: 10, appName: null },
  'opposite-action': { minutes: 4, xp: 15, appName: null },
  'turn-down-the-input': { minutes: 2, xp: 10, appName: null },
  'shake-it-out': { minutes: 2, xp: 10, appName: null },
  'say-it-calmly': { minutes: 5, xp: 20, appName: null },
  'halt-check': { minutes: 2, xp: 10, appName: null },
  'write-it-dont-send-it': { minutes: 5, xp: 20, appName: null },
  'brisk-walk': { minutes: 5, xp: 20, appName: null },
  'give-your-hands-a-job': { minutes: 2, xp: 10, appName: null },
  'wall-push': { minutes: 2, xp: 10, appName: null },
  'slow-motion': { minutes: 3, xp: 15, appName: null },
  'idea-parking-lot': { minutes: 3, xp: 15, appName: null },
  'movement-burst': { minutes: 2, xp: 10, appName: null },
  'counting-breaths': { minutes: 3, xp: 15, appName: null },
  'deep-pressure': { minutes: 3, xp: 15, appName: null },
  'one-glass-of-water': { minutes: 2, xp: 10, appName: null },
  'pick-three': { minutes: 4, xp: 15, appName: null },
  'now-later-not-mine': { minutes: 5, xp: 20, appName: null },
  'good-enough-for-today': { minutes: 3, xp: 15, appName: null },
  'ask-for-one-thing': { minutes: 4, xp: 15, appName: null },
  'close-the-tabs': { minutes: 3, xp: 15, appName: null },
  'clear-one-surface': { minutes: 5, xp: 20, appName: null },
  'kind-no': { minutes: 4, xp: 15, appName: null },
};

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
