import type { Kysely } from 'kysely';

/**
 * When a retired signing key stops verifying: set by `npm run rotate-keys` to the moment the last token it
 * signed has expired. Null for the key that signs now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signing_keys').addColumn('verifies_until', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('signing_keys').dropColumn('verifies_until').execute();
}
