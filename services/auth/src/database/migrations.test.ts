import request from 'supertest';
import { createLogger, isUniqueViolation, runMigrations, toJsonText } from '@steady/service-common';
import {
  createMigratedTestDatabase,
  createTestDatabase,
  testDialects,
  type TestDatabase,
} from '@steady/service-common/testing';
import { authMigrations } from '../../migrations';
import { buildApp } from '../http/app';
import { testSettings } from '../testing/auth-test-app';
import type { AuthDatabase } from './schema';

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

describe.each(testDialects())('copying older history into technique completions on %s', (dialect) => {
  it('adds one completion per technique of each sitting, its XP on the first, minutes from the catalogue', async () => {
    const database = await createTestDatabase<AuthDatabase>(dialect);
    try {
      const throughHistory = Object.fromEntries(
        Object.entries(authMigrations).filter(([name]) => name <= '0005'),
      );
      await runMigrations(database.db, throughHistory);
      await database.db.insertInto('users').values(userRow('u1', 'anna@example.com')).execute();
      await database.db
        .insertInto('history_records')
        .values([
          {
            user_id: 'u1',
            recorded_at: '2026-02-01T23:30:00.000Z',
            mood: 'anxiety',
            techniques: toJsonText(['breath-loop', 'body-scan']),
            effectiveness: 4,
            xp_earned: 30,
          },
          {
            user_id: 'u1',
            recorded_at: '2026-02-03T08:00:00.000Z',
            mood: null,
            techniques: toJsonText([]),
            effectiveness: null,
            xp_earned: 0,
          },
        ])
        .execute();
      await runMigrations(database.db, authMigrations);
      const copied = await database.db
        .selectFrom('technique_completions')
        .select(['technique_id', 'mood', 'local_day', 'minutes', 'xp_earned', 'level_after'])
        .orderBy('id')
        .execute();
      expect(copied).toEqual([
        {
          technique_id: 'breath-loop',
          mood: 'anxiety',
          local_day: '2026-02-01',
          minutes: 2,
          xp_earned: 30,
          level_after: null,
        },
        {
          technique_id: 'body-scan',
          mood: 'anxiety',
          local_day: '2026-02-01',
          minutes: 5,
          xp_earned: 0,
          level_after: null,
        },
      ]);
    } finally {
      await database.dispose();
    }
  });
});
