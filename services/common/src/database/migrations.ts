import { Migrator, type Kysely, type Migration } from 'kysely';

export type { Migration } from 'kysely';

export class MigrationError extends Error {
  constructor(migrationName: string | undefined, cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    // Without a failed migration the error came first, while reading or locking Kysely's migration tables.
    const what =
      migrationName === undefined ? 'Could not prepare migrations' : `Migration ${migrationName} failed`;
    super(`${what}: ${detail}`, { cause });
    this.name = 'MigrationError';
  }
}

/**
 * Brings the database to the latest of `migrations` (keys sort in order: `0001_create_users`, …) and
 * returns the names it applied. Already-applied migrations are skipped, so running it twice is safe.
 */
export async function runMigrations<Schema>(
  db: Kysely<Schema>,
  migrations: Record<string, Migration>,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error');
    throw new MigrationError(failed?.migrationName, error);
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
