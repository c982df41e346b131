import {
  journalStateSchema,
  sinceDoseGroups,
  sinceDoseMaxHours,
  type JournalState,
  type SinceDoseStats,
  type StatsRange,
} from '@steady/contracts';
import type { AuthContext } from '../context';
import { requirePremium } from '../premium/premium';
import type { Moment } from './statistics-repository';
import { rangeInUserDays } from './statistics';

const hourMs = 60 * 60 * 1000;

/** The group of `hours` since a dose: its index in `sinceDoseGroups`. */
function groupIndexOf(hours: number): number {
  return sinceDoseGroups.findIndex((group) => hours >= group.from && (group.to === null || hours < group.to));
}

/**
 * Each moment placed by the hours since the last dose taken before it (any medication): states counted
 * (picked, or written in an entry), check-ins counted, and how the user felt averaged. A moment with no
 * dose in the `sinceDoseMaxHours` before it is left out.
 */
export function sinceDoseGroupsOf(
  doseTimes: readonly string[],
  moments: readonly Moment[],
): SinceDoseStats['groups'] {
  const doses = doseTimes.map((time) => Date.parse(time)).sort((first, second) => first - second);
  const tallies = sinceDoseGroups.map(() => ({
    states: new Map<JournalState, number>(),
    checkIns: 0,
    felt: 0,
    feelingSum: 0,
  }));
  for (const moment of moments) {
    const at = Date.parse(moment.at);
    const lastDose = doses.findLast((dose) => dose <= at);
    if (lastDose === undefined || at - lastDose > sinceDoseMaxHours * hourMs) continue;
    const tally = tallies[groupIndexOf((at - lastDose) / hourMs)];
    if (!tally) continue;
    const state = journalStateSchema.safeParse(moment.state);
    if (moment.kind === 'checkIn') tally.checkIns += 1;
    else if (state.success) tally.states.set(state.data, (tally.states.get(state.data) ?? 0) + 1);
    if (moment.feeling !== null) {
      tally.felt += 1;
      tally.feelingSum += moment.feeling;
    }
  }
  return sinceDoseGroups.map((group, index) => {
    const tally = tallies[index] ?? { states: new Map(), checkIns: 0, felt: 0, feelingSum: 0 };
    return {
      fromHours: group.from,
      toHours: group.to,
      states: [...tally.states]
        .map(([state, count]) => ({ state, count }))
        .sort((first, second) => second.count - first.count || first.state.localeCompare(second.state)),
      checkIns: tally.checkIns,
      feelingAverage: tally.felt === 0 ? null : Math.round((tally.feelingSum / tally.felt) * 10) / 10,
    };
  });
}

/** `GET /api/stats/since-dose`: Premium, like all statistics; `hasLog` false for someone who logs nothing. */
export async function getSinceDoseStatistics(
  context: AuthContext,
  userId: string,
  query: { range: StatsRange; timeZone?: string | undefined },
): Promise<SinceDoseStats> {
  await requirePremium(context, userId);
  const { store } = context;
  const { fromInstant: since } = await rangeInUserDays(context, userId, query);
  const dosesSince = new Date(since.getTime() - sinceDoseMaxHours * hourMs).toISOString();
  const [medications, doses, moments] = await Promise.all([
    store.medications.countFor(userId),
    store.medications.dosesBetween(userId, dosesSince),
    store.statistics.moments(userId, since.toISOString()),
  ]);
  return {
    hasLog: medications > 0 || doses.length > 0,
    groups: sinceDoseGroupsOf(
      doses.map((dose) => dose.takenAt),
      moments,
    ),
  };
}
