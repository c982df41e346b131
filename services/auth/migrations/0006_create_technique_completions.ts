import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';
import { techniqueFactsOf } from '@steady/domain';

/**
 * One row per finished technique: what the daily XP limit, statistics, badges and personal recommendations
 * count. `local_day` is the user's day it happened on (their time zone and day start at the time), so
 * days are grouped in SQL on both dialects. Existing history sittings are copied in, one row per technique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'technique_completions')
    .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('technique_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('mood', 'varchar(20)')
    .addColumn('completed_at', 'varchar(30)', (column) => column.notNull())
    .addColumn('local_day', 'varchar(10)', (column) => column.notNull())
    .addColumn('minutes', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('xp_earned', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('premium_bonus', 'integer', (column) => column.notNull().defaultTo(0))
    // The level right after this completion; unknown for rows copied from older history.
    .addColumn('level_after', 'integer')
    .addColumn('history_record_id', 'integer', (column) =>
      column.references('history_records.id').onDelete('set null'),
    )
    .execute();
  // Statistics and badges read one user's days; the daily XP limit counts one technique on one day.
  await db.schema
    .createIndex('technique_completions_user_day')
    .on('technique_completions')
    .columns(['user_id', 'local_day'])
    .execute();
  await db.schema
    .createIndex('technique_completions_user_technique_day')
    .on('technique_completions')
    .columns(['user_id', 'technique_id', 'local_day'])
    .execute();
  // "Popular for this state" looks at everyone's recent completions for one state.
  await db.schema
    .createIndex('technique_completions_mood_completed_at')
    .on('technique_completions')
    .columns(['mood', 'completed_at'])
    .execute();
  await copyHistorySittings(db);
}

interface SittingRow {
  id: number;
  user_id: string;
  recorded_at: string;
  mood: string | null;
  techniques: string;
  xp_earned: number;
}

/** A sitting's XP goes on its first technique, so each day's total stays what it was. */
async function copyHistorySittings(db: Kysely<unknown>): Promise<void> {
  const untyped = db as unknown as Kysely<{ history_records: SittingRow; technique_completions: object }>;
  const batchSize = 500;
  for (let lastId = 0; ;) {
    const sittings = await untyped
      .selectFrom('history_records')
      .selectAll()
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (sittings.length === 0) return;
    const rows = sittings.flatMap((sitting) => {
      const techniques = JSON.parse(sitting.techniques) as string[];
      return techniques.map((techniqueId, index) => ({
        user_id: sitting.user_id,
        technique_id: techniqueId.slice(0, 100),
        mood: sitting.mood,
        completed_at: sitting.recorded_at,
        local_day: sitting.recorded_at.slice(0, 10),
        minutes: techniqueFactsOf(techniqueId)?.minutes ?? 0,
        xp_earned: index === 0 ? sitting.xp_earned : 0,
        premium_bonus: 0,
        level_after: null,
        history_record_id: sitting.id,
      }));
    });
    if (rows.length > 0) await untyped.insertInto('technique_completions').values(rows).execute();
    lastId = sittings.at(-1)?.id ?? lastId;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('technique_completions').execute();
}
