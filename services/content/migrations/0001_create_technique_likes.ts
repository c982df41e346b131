import type { Kysely } from 'kysely';
import { createTable } from '@steady/service-common';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'technique_likes')
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('technique_id', 'varchar(100)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(30)', (column) => column.notNull())
    .addPrimaryKeyConstraint('technique_likes_pk', ['user_id', 'technique_id'])
    .execute();
  // Like counts are asked per technique, across users; the primary key leads with the user.
  await db.schema
    .createIndex('technique_likes_technique_id_index')
    .on('technique_likes')
    .column('technique_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('technique_likes').execute();
}
