import { appNames } from '@steady/contracts';

/** What the badge rules look at; the auth service counts it from the user's own records. */
export interface BadgeFacts {
  /** Techniques finished, all time (including the ones past the day's XP limit). */
  completions: number;
  /** Different interactive tools finished at least once. */
  toolsTried: number;
  /** Pomodoro focus sessions finished. */
  pomodorosFinished: number;
  minutesPractised: number;
  /** Different states (anxiety, …) a technique was finished for. */
  statesPractised: number;
  /** Different states for which something was rated 4 or 5 ("it helped"). */
  statesHelped: number;
  /** The most days with any practice or journal entry within one calendar month. */
  mostActiveDaysInOneMonth: number;
  /** The longest pause, in days, after which the user came back. */
  longestReturnAfterBreak: number;
  /** Journal entries written (check-ins not counted). */
  journalEntries: number;
  /** Check-ins with both the before and the after answer. */
  completeCheckIns: number;
  level: number;
}

interface BadgeRule {
  readonly id: string;
  /** Earned once `measure(facts)` reaches `target`. */
  readonly target: number;
  readonly measure: (facts: BadgeFacts) => number;
  /** False where "3 of 14" would read oddly (a pause is not something to work towards). */
  readonly showsProgress: boolean;
}

const rule = <Id extends string>(
  id: Id,
  target: number,
  measure: (facts: BadgeFacts) => number,
  showsProgress = true,
): BadgeRule & { readonly id: Id } => ({ id, target, measure, showsProgress });

/**
 * Every badge, in the order the profile shows them. Badges are only ever added: nothing here can be
 * lost, and none of them asks for days in a row.
 */
export const badgeRules = [
  rule('first-step', 1, (facts) => facts.completions),
  rule('three-tools', 3, (facts) => facts.toolsTried),
  rule('all-tools', appNames.length, (facts) => facts.toolsTried),
  rule('first-focus', 1, (facts) => facts.pomodorosFinished),
  rule('ten-techniques', 10, (facts) => facts.completions),
  rule('fifty-techniques', 50, (facts) => facts.completions),
  rule('hour-of-practice', 60, (facts) => facts.minutesPractised),
  rule('all-states', 5, (facts) => facts.statesPractised),
  rule('three-states-helped', 3, (facts) => facts.statesHelped),
  rule('seven-days-in-a-month', 7, (facts) => facts.mostActiveDaysInOneMonth),
  rule('welcome-back', 14, (facts) => facts.longestReturnAfterBreak, false),
  rule('first-journal-entry', 1, (facts) => facts.journalEntries),
  rule('five-check-ins', 5, (facts) => facts.completeCheckIns),
  rule('level-five', 5, (facts) => facts.level),
] as const satisfies readonly BadgeRule[];

export type BadgeId = (typeof badgeRules)[number]['id'];
export const badgeIds: readonly BadgeId[] = badgeRules.map((badge) => badge.id);

export interface BadgeProgress {
  id: BadgeId;
  /** Where the user stands, capped at the target. */
  current: number;
  target: number;
  met: boolean;
  showsProgress: boolean;
}

/** Every badge with how far the user is towards it. */
export function badgeStandings(facts: BadgeFacts): BadgeProgress[] {
  return badgeRules.map(({ id, target, measure, showsProgress }) => {
    const reached = Math.max(0, measure(facts));
    return { id, current: Math.min(reached, target), target, met: reached >= target, showsProgress };
  });
}

/** Badges whose rule is met and that the user does not hold yet, in rule order: each is announced once. */
export function newlyEarnedBadges(held: readonly string[], facts: BadgeFacts): BadgeId[] {
  return badgeStandings(facts)
    .filter((standing) => standing.met && !held.includes(standing.id))
    .map((standing) => standing.id);
}
