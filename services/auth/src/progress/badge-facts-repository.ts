import type { BadgeFacts } from '@steady/domain';
import { longestReturnAfterBreak, mostActiveDaysInOneMonth, toolsAmong } from '@steady/domain';
import { moods } from '@steady/contracts';
import type { ServiceDatabase } from '@steady/service-common';
import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../database/schema';

/** "It helped": a rating of 4 or 5 on the 5-point scale. */
const helpedRating = 4;

export interface BadgeFactsRepository {
  /** Everything the badge rules look at except the level, which is in the progress row. */
  factsFor(userId: string): Promise<Omit<BadgeFacts, 'level'>>;
  /** The user's active days (any practice or journal entry) from `since` on, or all of them. */
  activeDays(userId: string, since?: string): Promise<string[]>;
}

async function activeDaysOf(db: Kysely<AuthDatabase>, userId: string, since?: string) {
  const rows = await db
    .selectFrom('technique_completions')
    .select('local_day')
    .distinct()
    .where('user_id', '=', userId)
    .$if(since !== undefined, (query) => query.where('local_day', '>=', since ?? ''))
    .union(
      db
        .selectFrom('journal_entries')
        .select('local_day')
        .distinct()
        .where('user_id', '=', userId)
        .$if(since !== undefined, (query) => query.where('local_day', '>=', since ?? '')),
    )
    .execute();
  return rows.map((row) => row.local_day);
}

/** What the completed techniques add up to: how many, which tools, how long, in how many states. */
async function practiceFacts(
  db: Kysely<AuthDatabase>,
  userId: string,
): Promise<
  Pick<
    BadgeFacts,
    'completions' | 'toolsTried' | 'pomodorosFinished' | 'minutesPractised' | 'statesPractised'
  >
> {
  const perTechnique = await db
    .selectFrom('technique_completions')
    .select((eb) => [
      'technique_id',
      eb.fn.countAll().as('completions'),
      eb.fn.sum<number | string>('minutes').as('minutes'),
    ])
    .where('user_id', '=', userId)
    .groupBy('technique_id')
    .execute();
  const statesPractised = await db
    .selectFrom('technique_completions')
    .select('mood')
    .distinct()
    .where('user_id', '=', userId)
    .where('mood', 'is not', null)
    .execute();
  const ids = perTechnique.map((row) => row.technique_id);
  const pomodoroIds = new Set(ids.filter((id) => toolsAmong([id]).has('pomodoro')));
  return {
    completions: perTechnique.reduce((sum, row) => sum + Number(row.completions), 0),
    toolsTried: toolsAmong(ids).size,
    pomodorosFinished: perTechnique
      .filter((row) => pomodoroIds.has(row.technique_id))
      .reduce((sum, row) => sum + Number(row.completions), 0),
    minutesPractised: perTechnique.reduce((sum, row) => sum + Number(row.minutes ?? 0), 0),
    statesPractised: statesPractised.length,
  };
}

/** How many states a practice or a journal entry helped with. */
async function statesHelpedCount(db: Kysely<AuthDatabase>, userId: string) {
  const rows = await db
    .selectFrom('history_records')
    .select('mood as state')
    .distinct()
    .where('user_id', '=', userId)
    .where('effectiveness', '>=', helpedRating)
    .where('mood', 'is not', null)
    .union(
      db
        .selectFrom('journal_entries')
        .select('state')
        .distinct()
        .where('user_id', '=', userId)
        .where('effectiveness', '>=', helpedRating)
        .where('state', 'in', moods),
    )
    .execute();
  return new Set(rows.map((row) => row.state)).size;
}

/** Journal entries written, and check-ins with both the feeling before and after filled in. */
async function journalFacts(
  db: Kysely<AuthDatabase>,
  userId: string,
): Promise<Pick<BadgeFacts, 'journalEntries' | 'completeCheckIns'>> {
  const journal = await db
    .selectFrom('journal_entries')
    .select((eb) => [
      'kind',
      eb.fn.countAll().as('entries'),
      eb.fn
        .sum<number | string>(
          eb
            .case()
            .when(eb.and([eb('feeling_before', 'is not', null), eb('feeling_after', 'is not', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('complete'),
    ])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
  return {
    journalEntries: Number(journal.find((row) => row.kind === 'entry')?.entries ?? 0),
    completeCheckIns: Number(journal.find((row) => row.kind === 'checkIn')?.complete ?? 0),
  };
}

export function createBadgeFactsRepository(database: ServiceDatabase<AuthDatabase>): BadgeFactsRepository {
  const { db } = database;
  return {
    activeDays: (userId, since) => activeDaysOf(db, userId, since),
    async factsFor(userId) {
      const practice = await practiceFacts(db, userId);
      const statesHelped = await statesHelpedCount(db, userId);
      const journal = await journalFacts(db, userId);
      const days = await activeDaysOf(db, userId);
      return {
        ...practice,
        statesHelped,
        mostActiveDaysInOneMonth: mostActiveDaysInOneMonth(days),
        longestReturnAfterBreak: longestReturnAfterBreak(days),
        ...journal,
      };
    },
  };
}
