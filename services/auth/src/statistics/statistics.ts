import {
  defaultTimeZone,
  journalStateSchema,
  moods,
  type Mood,
  type StatsBucket,
  type StatsRange,
  type StatsResponse,
} from '@steady/contracts';
import { addDays, daysBetween, localDayOf, localDayStart, type LocalDay } from '@steady/domain';
import type { RatedRecord } from '../history/technique-ratings-repository';
import type { DailyJournal, DailyPractice, StateCount } from './statistics-repository';
import type { AuthContext } from '../context';
import { requireKeptRecordsReader } from '../premium/premium';

/** How many techniques per state "helped most" lists. */
const helpedMostPerState = 3;

/** The first day of a range ending today: the last 7 or 30 days, or the last 12 calendar months. */
function rangeStart(range: StatsRange, today: LocalDay): LocalDay {
  if (range === 'week') return addDays(today, -6);
  if (range === 'month') return addDays(today, -29);
  const monthIndex = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - 11;
  const month = String((monthIndex % 12) + 1).padStart(2, '0');
  return `${Math.floor(monthIndex / 12)}-${month}-01`;
}

/**
 * A statistics range in the user's own days (time zone and day start): its first day, today, and the
 * instant its first day began.
 */
export async function rangeInUserDays(
  context: AuthContext,
  userId: string,
  query: { range: StatsRange; timeZone?: string | undefined },
): Promise<{ from: LocalDay; to: LocalDay; fromInstant: Date }> {
  const timeZone = query.timeZone ?? defaultTimeZone;
  const { dayStartHour } = await context.store.settings.find(userId);
  const to = localDayOf(context.now(), timeZone, dayStartHour);
  const from = rangeStart(query.range, to);
  return { from, to, fromInstant: localDayStart(from, timeZone, dayStartHour) };
}

const roundedToTenth = (value: number) => Math.round(value * 10) / 10;

const emptyTally = () => ({
  completions: 0,
  minutes: 0,
  xp: 0,
  level: null as number | null,
  scored: 0,
  scoreSum: 0,
});

/** Per state, each technique's average rating from the user's own ratings, best first. */
export function helpedMostOf(records: readonly RatedRecord[]): StatsResponse['helpedMost'] {
  const perState = new Map<Mood, Map<string, { sum: number; count: number }>>();
  for (const record of records) {
    const techniques = perState.get(record.state) ?? new Map<string, { sum: number; count: number }>();
    perState.set(record.state, techniques);
    for (const techniqueId of record.techniques) {
      const tally = techniques.get(techniqueId) ?? { sum: 0, count: 0 };
      techniques.set(techniqueId, { sum: tally.sum + record.effectiveness, count: tally.count + 1 });
    }
  }
  return moods.flatMap((state) => {
    const techniques = perState.get(state);
    if (!techniques) return [];
    const ranked = [...techniques]
      .map(([techniqueId, { sum, count }]) => ({ techniqueId, average: sum / count, ratings: count }))
      .sort(
        (first, second) =>
          second.average - first.average ||
          second.ratings - first.ratings ||
          first.techniqueId.localeCompare(second.techniqueId),
      )
      .slice(0, helpedMostPerState)
      .map(({ techniqueId, average, ratings }) => ({
        techniqueId,
        averageRating: roundedToTenth(average),
        ratings,
      }));
    return [{ state, techniques: ranked }];
  });
}

/**
 * The range's buckets (days, or calendar months for a year), each with the practice and mood entries in
 * it. Levels only rise: a bucket without completions keeps the level reached before it.
 */
function bucketsOf(
  starts: readonly LocalDay[],
  bucketOf: (day: LocalDay) => LocalDay,
  days: { practice: readonly DailyPractice[]; journal: readonly DailyJournal[]; levelBefore: number | null },
): StatsBucket[] {
  const tallies = new Map(starts.map((start) => [start, emptyTally()]));
  for (const day of days.practice) {
    const tally = tallies.get(bucketOf(day.day));
    if (!tally) continue;
    tally.completions += day.completions;
    tally.minutes += day.minutes;
    tally.xp += day.xp;
    if (day.level !== null) tally.level = Math.max(tally.level ?? 0, day.level);
  }
  for (const day of days.journal) {
    const tally = tallies.get(bucketOf(day.day));
    if (!tally) continue;
    tally.scored += day.scored;
    tally.scoreSum += day.scoreSum;
  }
  let level = days.levelBefore;
  return starts.map((start) => {
    const tally = tallies.get(start) ?? emptyTally();
    if (tally.level !== null) level = Math.max(level ?? 0, tally.level);
    return {
      start,
      moodAverage: tally.scored === 0 ? null : roundedToTenth(tally.scoreSum / tally.scored),
      moodEntries: tally.scored,
      completions: tally.completions,
      minutes: tally.minutes,
      xp: tally.xp,
      level,
    };
  });
}

/** How often each state was picked or written about, most often first. */
function stateFrequencyOf(counts: readonly StateCount[]): StatsResponse['stateFrequency'] {
  const stateCounts = new Map<string, number>();
  for (const { state, count } of counts) {
    stateCounts.set(state, (stateCounts.get(state) ?? 0) + count);
  }
  const stateFrequency = [...stateCounts].flatMap(([state, count]) => {
    const parsed = journalStateSchema.safeParse(state);
    return parsed.success ? [{ state: parsed.data, count }] : [];
  });
  return stateFrequency.sort(
    (first, second) => second.count - first.count || first.state.localeCompare(second.state),
  );
}

/** Every day with a practice or a journal entry, in order, with its completions. */
function activeDaysOf(
  practice: readonly DailyPractice[],
  journal: readonly DailyJournal[],
): StatsResponse['activeDays'] {
  const completionsPerDay = new Map(practice.map((day) => [day.day, day.completions]));
  return [...new Set([...practice.map((day) => day.day), ...journal.map((day) => day.day)])]
    .sort()
    .map((day) => ({ day, completions: completionsPerDay.get(day) ?? 0 }));
}

/**
 * `GET /api/stats`: the user's mood, practice, XP and levels over the range, grouped by their own days
 * (time zone and day start), by day for a week or a month and by calendar month for a year. Readable, like
 * the journal, after Premium ends or while it is paused.
 */
export async function getStatistics(
  context: AuthContext,
  userId: string,
  query: { range: StatsRange; timeZone?: string | undefined },
): Promise<StatsResponse> {
  await requireKeptRecordsReader(context, userId);
  const { store } = context;
  const { from, to, fromInstant } = await rangeInUserDays(context, userId, query);
  const since = { day: from, instant: fromInstant.toISOString() };
  const [practice, journal, levelBefore, picked, written, rated] = await Promise.all([
    store.statistics.dailyPractice(userId, from, to),
    store.statistics.dailyJournal(userId, from, to),
    store.statistics.levelBefore(userId, from),
    store.statistics.pickedStates(userId, since.instant),
    store.statistics.journalStates(userId, from),
    store.ratings.ratedRecords(userId, { since }),
  ]);

  const bucket = query.range === 'year' ? 'month' : 'day';
  const bucketOf = (day: LocalDay) => (bucket === 'day' ? day : `${day.slice(0, 7)}-01`);
  const starts = [...new Set(daysBetween(from, to).map(bucketOf))];
  const buckets = bucketsOf(starts, bucketOf, { practice, journal, levelBefore });
  const activeDays = activeDaysOf(practice, journal);
  return {
    range: query.range,
    from,
    to,
    bucket,
    buckets,
    stateFrequency: stateFrequencyOf([...picked, ...written]),
    helpedMost: helpedMostOf(rated),
    activeDays,
    totals: {
      completions: buckets.reduce((sum, item) => sum + item.completions, 0),
      minutes: buckets.reduce((sum, item) => sum + item.minutes, 0),
      xp: buckets.reduce((sum, item) => sum + item.xp, 0),
      activeDays: activeDays.length,
    },
  };
}
