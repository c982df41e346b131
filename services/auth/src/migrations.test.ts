import request from 'supertest';
import { createLogger, isUniqueViolation, runMigrations, toJsonText } from '@steady/service-common';
import {
  createMigratedTestDatabase,
  testDialects,
  type TestDatabase,
} from '@steady/service-common/src/testing';
import { authMigrations } from '../migrations';
import { buildApp } from './app';
import { testSettings } from './testing/auth-test-app';
import type { AuthDatabase } from './repository/schema';

const createdAt = '2025-01-01T00:00:00.000Z';

function userRow(id: string, email: string) {
  return {
    id,
    name: 'Анна',
    email,
    password_hash: null,
    google_id: null,
    photo: null,
    created_at: createdAt,
  };
}

describe.each(testDialects())('the auth schema on %s', (dialect) => {
  let database: TestDatabase<AuthDatabase>;

  beforeEach(async () => {
    database = await createMigratedTestDatabase<AuthDatabase>(dialect, authMigrations);
  });
  afterEach(() => database.dispose());

  it('keeps a user with a Cyrillic name and starts progress at level 1 with 100 XP to go', async () => {
    await database.db.insertInto('users').values(userRow('u1', 'anna@example.com')).execute();
    await database.db
      .insertInto('user_progress')
      .values({
        user_id: 'u1',
        completed_techniques: toJsonText([]),
        badges: toJsonText([]),
        updated_at: createdAt,
      })
      .execute();
    expect(await database.db.selectFrom('users').select('name').executeTakeFirst()).toEqual({ name: 'Анна' });
    expect(
      await database.db
        .selectFrom('user_progress')
        .select(['xp', 'level', 'xp_to_next_level'])
        .executeTakeFirst(),
    ).toEqual({ xp: 0, level: 1, xp_to_next_level: 100 });
  });

  it('refuses a second user with the same email but allows many without a Google id', async () => {
    await database.db.insertInto('users').values(userRow('u1', 'anna@example.com')).execute();
    await database.db.insertInto('users').values(userRow('u2', 'boris@example.com')).execute();
    const duplicate = await database.db
      .insertInto('users')
      .values(userRow('u3', 'anna@example.com'))
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
  });

  it('deletes a user’s progress with the user', async () => {
    await database.db.insertInto('users').values(userRow('u1', 'anna@example.com')).execute();
    await database.db
      .insertInto('user_progress')
      .values({ user_id: 'u1', completed_techniques: '[]', badges: '[]', updated_at: createdAt })
      .execute();
    await database.db.deleteFrom('users').where('id', '=', 'u1').execute();
    expect(await database.db.selectFrom('user_progress').selectAll().execute()).toEqual([]);
  });

  it('applies nothing on a second migration run', async () => {
    expect(await runMigrations(database.db, authMigrations)).toEqual([]);
  });

  it('answers /healthz', async () => {
    const app = buildApp({
      logger: createLogger({ name: 'auth', level: 'silent' }),
      database,
      settings: testSettings,
    });
    expect((await request(app).get('/healthz')).body).toEqual({
      status: 'ok',
      service: 'auth',
      database: dialect,
    });
  });
});
