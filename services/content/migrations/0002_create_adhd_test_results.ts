import { sql, type Kysely } from 'kysely';
import { createTable, dialectOf } from '@steady/service-common';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The id is the share link: 128 random bits in base64url, where case matters. MySQL's table collation
  // ignores case, which would let "aB…" find "Ab…"; SQLite compares text exactly already.
  const idType = dialectOf(db) === 'mysql' ? sql`varchar(22) collate utf8mb4_bin` : sql`varchar(22)`;
  await createTable(db, 'adhd_test_results')
    .addColumn('id', idType, (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('score', 'integer', (column) => column.notNull())
    .addColumn('range', 'varchar(20)', (column) => column.notNull())
    // The answers as submitted, JSON text (SQLite has no JSON type), kept so a result can be explained later.
    .addColumn('answers', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .execute();
  // The profile lists a user's results newest first.
  await db.schema
    .createIndex('adhd_test_results_user_created_index')
    .on('adhd_test_results')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('adhd_test_results').execute();
}
