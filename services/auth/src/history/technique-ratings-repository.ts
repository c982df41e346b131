import { z } from 'zod';
import { moodSchema, moods, type Mood } from '@steady/contracts';
import { parseJsonText, parseStoredValue, type ServiceDatabase } from '@steady/service-common';
import type { AuthDatabase } from '../database/schema';

const techniqueListSchema = z.array(z.string());

/** One rating the user gave: a history sitting or a journal entry (a check-in included) for a state. */
export interface RatedRecord {
  state: Mood;
  techniques: string[];
  effectiveness: number;
}

interface RatingFilter {
  /** Only records from this instant (sittings) and this day (journal) on. */
  since?: { instant: string; day: string };
  /** Only records before this instant (sittings) and up to this day (journal). */
  until?: { instant: string; day: string };
  mood?: Mood;
}

export interface TechniqueRatingsRepository {
  /** Every rated sitting and journal entry with a state and techniques, for one user. */
  ratedRecords(userId: string, filter: RatingFilter): Promise<RatedRecord[]>;
  /** How often the user finished each technique for this state. */
  completionsFor(userId: string, mood: Mood): Promise<{ techniqueId: string; completions: number }[]>;
  /** How many other people finished each technique for this state since `since` (most first). */
  popularFor(
    mood: Mood,
    since: string,
    exceptUserId: string,
  ): Promise<{ techniqueId: string; people: number }[]>;
}

/** How many popular techniques are considered when the user's own data is thin. */
const popularCandidates = 10;

export function createTechniqueRatingsRepository(
  database: ServiceDatabase<AuthDatabase>,
): TechniqueRatingsRepository {
  const { db } = database;
  return {
    async ratedRecords(userId, { since, until, mood }) {
      // Techniques are JSON lists in both tables, so the lists are read here and counted by the caller.
      const sittings = await db
        .selectFrom('history_records')
        .select(['mood as state', 'techniques', 'effectiveness'])
        .where('user_id', '=', userId)
        .where('effectiveness', 'is not', null)
        .$if(mood !== undefined, (query) => query.where('mood', '=', mood ?? null))
        .$if(mood === undefined, (query) => query.where('mood', 'is not', null))
        .$if(since !== undefined, (query) => query.where('recorded_at', '>=', since?.instant ?? ''))
        .$if(until !== undefined, (query) => query.where('recorded_at', '<', until?.instant ?? ''))
        .execute();
      const entries = await db
        .selectFrom('journal_entries')
        .select(['state', 'techniques', 'effectiveness'])
        .where('user_id', '=', userId)
        .where('effectiveness', 'is not', null)
        .where('state', 'in', mood ? [mood] : [...moods])
        .$if(since !== undefined, (query) => query.where('local_day', '>=', since?.day ?? ''))
        .$if(until !== undefined, (query) => query.where('local_day', '<=', until?.day ?? ''))
        .execute();
      return [...sittings, ...entries].flatMap((row) => {
        const techniques = parseJsonText(row.techniques, techniqueListSchema);
        return techniques.length > 0 && row.effectiveness !== null
          ? [
              {
                state: parseStoredValue(moodSchema, row.state, 'rated state'),
                techniques: [...new Set(techniques)],
                effectiveness: row.effectiveness,
              },
            ]
          : [];
      });
    },
    async completionsFor(userId, mood) {
      const rows = await db
        .selectFrom('technique_completions')
        .select((eb) => ['technique_id', eb.fn.countAll().as('completions')])
        .where('user_id', '=', userId)
        .where('mood', '=', mood)
        .groupBy('technique_id')
        .execute();
      return rows.map((row) => ({ techniqueId: row.technique_id, completions: Number(row.completions) }));
    },
    async popularFor(mood, since, exceptUserId) {
      const rows = await db
        .selectFrom('technique_completions')
        .select((eb) => ['technique_id', eb.fn.count('user_id').distinct().as('people')])
        .where('mood', '=', mood)
        .where('completed_at', '>=', since)
        .where('user_id', '<>', exceptUserId)
        .groupBy('technique_id')
        .orderBy('people', 'desc')
        .orderBy('technique_id')
        .limit(popularCandidates)
        .execute();
      return rows.map((row) => ({ techniqueId: row.technique_id, people: Number(row.people) }));
    },
  };
}
