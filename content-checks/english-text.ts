import type { WordingRule } from './russian-text';

/**
 * The English copy's names (docs/architecture.md, "Words"): a technique, its guided exercise, a focus session of the
 * Pomodoro technique, a session only for a sign-in; and the audience's one name, "adults with ADHD traits".
 */
export const englishWordingRules: readonly WordingRule[] = [
  {
    why: '"sitting" is jargon: rate or repeat a technique (or an exercise)',
    pattern: /\b(?:a|this|each|every|one|per|your)\s+sitting\b/i,
    caught: 'Rate a sitting in your history or answer the check-ins to see what helps.',
    fixed: 'Rate a technique in your history or answer the check-ins to see what helps.',
  },
  {
    why: 'the audience is "adults with ADHD traits", as everywhere else',
    pattern: /\battention-deficit traits\b/i,
    caught: 'Steady is a web app for adults with attention-deficit traits.',
    fixed: 'Steady is a web app for adults with ADHD traits.',
  },
  {
    why: 'the theme follows the device’s light or dark mode, not the time of day',
    pattern: /\bby (?:day|night)\b/i,
    caught: 'Calm by day, Dusk when your device is set to dark.',
    fixed: 'Calm when your device is in light mode, Dusk in dark mode.',
  },
  {
    why: 'the guided, timed form of a technique is an exercise, not a tool',
    pattern: /\bguided tools?\b|\btool guides\b/i,
    caught: 'Try 3 different guided tools.',
    fixed: 'Try 3 different guided exercises.',
  },
  {
    why: 'a button that tries again says "Try again" everywhere',
    pattern: /^Retry$/,
    caught: 'Retry',
    fixed: 'Try again',
  },
  {
    why: 'one go at an exercise is "this exercise", not "this run"',
    pattern: /\b(?:this|the|each)\s+run\b/i,
    caught: 'Start over? The progress of this run will be lost.',
    fixed: 'Start over? Your progress in this exercise will be lost.',
  },
];
