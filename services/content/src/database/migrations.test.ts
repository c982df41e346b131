import request from 'supertest';
import {
  createLogger,
  defaultTokenLifetimeSeconds,
  isUniqueViolation,
  runMigrations,
} from '@steady/service-common';
import {
  createMigratedTestDatabase,
  testDialects,
  testKeyEncryptionSecret,
  type TestDatabase,
} from '@steady/service-common/testing';
import { contentMigrations } from '../../migrations';
import { buildApp } from '../http/app';
import type { ContentDatabase } from './schema';

const createdAt = '2025-01-01T00:00:00.000Z';

describe.each(testDialects())('the content schema on %s', (dialect) => {
  let database: TestDatabase<ContentDatabase>;

  beforeEach(async () => {
    database = await createMigratedTestDatabase<ContentDatabase>(dialect, contentMigrations);
  });
  afterEach(() => database.dispose());

  it('keeps one like per user and technique', async () => {
    const like = { user_id: 'u1', technique_id: 'box-breathing', created_at: createdAt };
    await database.db.insertInto('technique_likes').values(like).execute();
    await database.db
      .insertInto('technique_likes')
      .values({ ...like, user_id: 'u2' })
      .execute();
    const again = await database.db
      .insertInto('technique_likes')
      .values(like)
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(again)).toBe(true);
    const counts = await database.db
      .selectFrom('technique_likes')
      .select(({ fn }) => ['technique_id', fn.countAll<number>().as('likes')])
      .groupBy('technique_id')
      .execute();
    expect(counts.map((row) => ({ ...row, likes: Number(row.likes) }))).toEqual([
      { technique_id: 'box-breathing', likes: 2 },
    ]);
  });

  it('applies nothing on a second migration run', async () => {
    expect(await runMigrations(database.db, contentMigrations)).toEqual([]);
  });

  it('answers /healthz', async () => {
    // Health needs no tokens; the verifier fetches its keys only when a signed-in route asks.
    const config = {
      authJwksUrls: ['http://127.0.0.1:9/api/auth/jwks.json'],
      authInternalUrls: ['http://127.0.0.1:9'],
      tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
      keyEncryptionSecret: testKeyEncryptionSecret,
    };
    const app = buildApp({ logger: createLogger({ name: 'content', level: 'silent' }), database, config });
    expect((await request(app).get('/healthz')).body).toEqual({
      status: 'ok',
      service: 'content',
      database: dialect,
    });
  });
});
