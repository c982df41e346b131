import { createMigratedTestDatabase, testDialects, type TestDatabase } from '@steady/service-common/testing';
import { contentMigrations } from '../../migrations';
import type { ContentDatabase } from '../database/schema';
import { createServiceSecretRepository } from './service-secrets-repository';

describe.each(testDialects())('stored service secrets on %s', (dialect) => {
  let database: TestDatabase<ContentDatabase>;
  beforeEach(async () => {
    database = await createMigratedTestDatabase<ContentDatabase>(dialect, contentMigrations);
  });
  afterEach(() => database.dispose());

  it('stores the first candidate and keeps returning it', async () => {
    const secrets = createServiceSecretRepository(database);
    expect(await secrets.findOrStore('audio', 'first', new Date())).toBe('first');
    expect(await secrets.findOrStore('audio', 'second', new Date())).toBe('first');
    expect(await secrets.findOrStore('other', 'third', new Date())).toBe('third');
  });

  it('gives instances racing on an empty table one and the same secret', async () => {
    const instances = Array.from({ length: 5 }, () => createServiceSecretRepository(database));
    const values = await Promise.all(
      instances.map((secrets, index) => secrets.findOrStore('audio', `candidate-${index}`, new Date())),
    );
    expect(new Set(values).size).toBe(1);
  });
});
