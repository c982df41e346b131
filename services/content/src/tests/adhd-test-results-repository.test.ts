import {
  createMigratedTestDatabase,
  testDialects,
  type TestDatabase,
} from '@steady/service-common/src/testing';
import { contentMigrations } from '../../migrations';
import {
  createAdhdTestResultRepository,
  type AdhdTestResultRepository,
  type NewAdhdTestResult,
} from '../repository/adhd-test-results';
import type { ContentDatabase } from '../repository/schema';

function result(id: string, userId: string, createdAt: string): NewAdhdTestResult {
  return { id: id.padEnd(22, '0'), userId, score: 12, range: 'low', answers: [], createdAt };
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

  it('finds a result by id with its score, range and date only', async () => {
    await repository.save(result('abc', 'u1', '2025-03-01T11:00:00.000Z'));
    expect(await repository.findById('abc'.padEnd(22, '0'))).toEqual({
      id: 'abc'.padEnd(22, '0'),
      score: 12,
      range: 'low',
      created_at: '2025-03-01T11:00:00.000Z',
    });
    expect(await repository.findById('missing'.padEnd(22, '0'))).toBeUndefined();
  });

  it('matches ids exactly, letter case included', async () => {
    await repository.save(result('CaseSensitive', 'u1', '2025-03-01T11:00:00.000Z'));
    expect(await repository.findById('casesensitive'.padEnd(22, '0'))).toBeUndefined();
  });
});
