import type { Kysely } from 'kysely';
import { runMigrations } from '@steady/service-common';
import {
  createMigratedTestDatabase,
  createTestDatabase,
  testDialects,
  type TestDatabase,
} from '@steady/service-common/testing';
import { contentMigrations } from '../../migrations';
import {
  createAdhdTestResultRepository,
  type AdhdTestResultRepository,
  type NewAdhdTestResult,
} from './adhd-test-results-repository';
import type { AdhdTestResultsTable, ContentDatabase } from '../database/schema';

function result(id: string, userId: string, createdAt: string): NewAdhdTestResult {
  return { id: id.padEnd(22, '0'), userId, score: 12, range: 'low', scaleVersion: 2, answers: [], createdAt };
}

describe.each(testDialects())('the ADHD test result repository on %s', (dialect) => {
  let database: TestDatabase<ContentDatabase>;
  let repository: AdhdTestResultRepository;

  beforeEach(async () => {
    database = await createMigratedTestDatabase<ContentDatabase>(dialect, contentMigrations);
    repository = createAdhdTestResultRepository(database);
  });
  afterEach(() => database.dispose());

  it("lists a user's results newest first, up to the limit, and no one else's", async () => {
    await repository.save(result('middle', 'u1', '2025-03-02T10:00:00.000Z'));
    await repository.save(result('newest', 'u1', '2025-03-03T09:00:00.000Z'));
    await repository.save(result('oldest', 'u1', '2025-03-01T11:00:00.000Z'));
    await repository.save(result('other', 'u2', '2025-03-04T00:00:00.000Z'));

    const ids = (await repository.listByUser('u1', 10)).map((summary) => summary.id.replace(/0+$/, ''));
    expect(ids).toEqual(['newest', 'middle', 'oldest']);
    expect(await repository.listByUser('u1', 2)).toHaveLength(2);
    expect(await repository.listByUser('nobody', 10)).toEqual([]);
  });

  it('finds a result by id with its score, range, scale version, date, owner and whether it is shared', async () => {
    await repository.save(result('abc', 'u1', '2025-03-01T11:00:00.000Z'));
    expect(await repository.findById('abc'.padEnd(22, '0'))).toEqual({
      id: 'abc'.padEnd(22, '0'),
      score: 12,
      range: 'low',
      scaleVersion: 2,
      created_at: '2025-03-01T11:00:00.000Z',
      userId: 'u1',
      shared: true,
      answers: [],
    });
    expect(await repository.findById('missing'.padEnd(22, '0'))).toBeUndefined();
  });

  it('matches ids exactly, letter case included', async () => {
    await repository.save(result('CaseSensitive', 'u1', '2025-03-01T11:00:00.000Z'));
    expect(await repository.findById('casesensitive'.padEnd(22, '0'))).toBeUndefined();
  });
});

describe.each(testDialects())('ADHD test results saved before scale versions, on %s', (dialect) => {
  it('read as the first scale once the database is migrated', async () => {
    const database = await createTestDatabase<ContentDatabase>(dialect);
    try {
      const beforeVersions = Object.fromEntries(
        Object.entries(contentMigrations).filter(([name]) => name < '0005_add_adhd_scale_version'),
      );
      await runMigrations(database.db, beforeVersions);
      const id = 'savedLongAgo'.padEnd(22, '0');
      // The table as it was then, without the column.
      const oldDb = database.db as unknown as Kysely<{
        adhd_test_results: Omit<AdhdTestResultsTable, 'scale_version'>;
      }>;
      await oldDb
        .insertInto('adhd_test_results')
        .values({
          id,
          user_id: 'u1',
          score: 17,
          range: 'moderate',
          answers: '[]',
          created_at: '2025-01-01T00:00:00.000Z',
        })
        .execute();

      await runMigrations(database.db, contentMigrations);
      expect(await createAdhdTestResultRepository(database).findById(id)).toMatchObject({
        score: 17,
        range: 'moderate',
        scaleVersion: 1,
      });
    } finally {
      await database.dispose();
    }
  });
});
