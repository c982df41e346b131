// `npm run bench:stats -w bench`: how long the premium insights take to compute for a heavy user — one with
// 5,000 history sittings (a year of several sittings a day), their completions and a journal — on SQLite
// and, when TEST_MYSQL_URL names a server, on MySQL/MariaDB. Figures for bench/RESULTS.md; not a timed test.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Express } from 'express';
import { moods } from '@steady/contracts';
import { techniqueCatalogue } from '@steady/domain';
import {
  createLogger,
  openDatabase,
  runMigrations,
  toJsonText,
  type DatabaseDialect,
  type ServiceDatabase,
} from '@steady/service-common';
import { createTestDatabase, startStubBilling } from '@steady/service-common/testing';
import { authMigrations } from '../../services/auth/migrations';
import { buildApp } from '../../services/auth/src/http/app';
import type { AuthDatabase } from '../../services/auth/src/database/schema';
import { registerTestAccount, testSettings } from '../../services/auth/src/testing/auth-test-app';

const sittings = 5000;
const journalEntries = 1000;
const runs = 20;
const dayMs = 24 * 60 * 60 * 1000;
const techniqueIds = Object.keys(techniqueCatalogue);

/** A fixed pseudo-random sequence, so every run seeds the same history. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pick = <Item>(items: readonly Item[], random: () => number): Item =>
  items[Math.floor(random() * items.length)] as Item;

/** 5,000 sittings over the last year, 1–3 techniques each (a completion row per technique), 1,000 entries. */
async function seedHeavyUser(database: ServiceDatabase<AuthDatabase>, userId: string, now: number) {
  const random = seededRandom(13);
  const { db } = database;
  for (let start = 0; start < sittings; start += 250) {
    const batch = Array.from({ length: Math.min(250, sittings - start) }, (_, offset) => {
      const at = new Date(now - ((start + offset) / sittings) * 365 * dayMs);
      const techniques = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        pick(techniqueIds, random),
      );
      return {
        at,
        mood: pick(moods, random),
        techniques,
        rating: random() < 0.4 ? 1 + Math.floor(random() * 5) : null,
      };
    });
    for (const sitting of batch) {
      const inserted = await db
        .insertInto('history_records')
        .values({
          user_id: userId,
          recorded_at: sitting.at.toISOString(),
          mood: sitting.mood,
          techniques: toJsonText(sitting.techniques),
          effectiveness: sitting.rating,
          xp_earned: 10 * sitting.techniques.length,
        })
        .executeTakeFirstOrThrow();
      await db
        .insertInto('technique_completions')
        .values(
          sitting.techniques.map((techniqueId) => ({
            user_id: userId,
            technique_id: techniqueId,
            mood: sitting.mood,
            completed_at: sitting.at.toISOString(),
            local_day: sitting.at.toISOString().slice(0, 10),
            minutes: techniqueCatalogue[techniqueId]?.minutes ?? 0,
            xp_earned: 10,
            premium_bonus: 5,
            level_after: 1 + Math.floor(((now - sitting.at.getTime()) / dayMs) % 20),
            history_record_id: Number(inserted.insertId),
          })),
        )
        .execute();
    }
  }
  const entries = Array.from({ length: journalEntries }, (_, index) => {
    const at = new Date(now - (index / journalEntries) * 365 * dayMs).toISOString();
    const feeling = 1 + Math.floor(random() * 5);
    return {
      user_id: userId,
      kind: index % 2 === 0 ? 'entry' : 'checkIn',
      entry_at: at,
      local_day: at.slice(0, 10),
      state: pick(moods, random),
      effectiveness: 1 + Math.floor(random() * 5),
      techniques: toJsonText([pick(techniqueIds, random)]),
      body: 'A few words about the day',
      tags: toJsonText(['work']),
      feeling_before: feeling,
      feeling_after: Math.min(5, feeling + 1),
      mood_score: Math.min(5, feeling + 1),
      search_text: 'a few words about the day\nwork',
      created_at: at,
      updated_at: at,
    };
  });
  for (let start = 0; start < entries.length; start += 250) {
    await db
      .insertInto('journal_entries')
      .values(entries.slice(start, start + 250))
      .execute();
  }
}

async function timeRequests(app: Express, authorization: string, url: string) {
  // The first calls warm up the JIT and the database's caches; they are not counted.
  for (let run = 0; run < 3; run += 1) await request(app).get(url).set('Authorization', authorization);
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await request(app).get(url).set('Authorization', authorization);
    samples.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${response.text}`);
  }
  samples.sort((first, second) => first - second);
  const at = (fraction: number) =>
    samples[Math.min(samples.length - 1, Math.floor(samples.length * fraction))];
  return { median: at(0.5) ?? 0, p95: at(0.95) ?? 0 };
}

async function openBenchDatabase(dialect: DatabaseDialect) {
  if (dialect === 'mysql') return createTestDatabase<AuthDatabase>('mysql');
  const filename = path.join(mkdtempSync(path.join(tmpdir(), 'steady-stats-bench-')), 'auth.sqlite');
  const database = openDatabase<AuthDatabase>({ dialect: 'sqlite', filename });
  return { ...database, dispose: database.close };
}

async function measure(dialect: DatabaseDialect) {
  const database = await openBenchDatabase(dialect);
  // Billing answers "active" for the heavy user once it exists.
  const billing = await startStubBilling();
  try {
    await runMigrations(database.db, authMigrations);
    const app = buildApp({
      logger: createLogger({ name: 'auth', level: 'silent' }),
      database,
      settings: { ...testSettings, billingInternalUrls: billing.url },
    });
    const account = await registerTestAccount(app, 'Heavy User');
    billing.statuses.set(account.user.id, 'active');
    const seedStarted = performance.now();
    await seedHeavyUser(database, account.user.id, Date.now());
    const seeded = performance.now() - seedStarted;
    const rows = await database.db
      .selectFrom('technique_completions')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst();
    const figures: Record<string, string> = {};
    for (const url of [
      '/api/stats?range=week&timeZone=Europe/Berlin',
      '/api/stats?range=month&timeZone=Europe/Berlin',
      '/api/stats?range=year&timeZone=Europe/Berlin',
      '/api/recommendations/personal?mood=anxiety',
      '/api/user/achievements?timeZone=Europe/Berlin',
    ]) {
      const { median, p95 } = await timeRequests(app, account.authorization, url);
      figures[url.split('&')[0] ?? url] = `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
    }
    console.log(
      `\n${dialect}: ${sittings} history sittings, ${Number(rows?.count)} completions, ${journalEntries} journal entries (seeded in ${(seeded / 1000).toFixed(1)} s); ${runs} requests each, in-process over HTTP, billing stubbed`,
    );
    console.table(figures);
  } finally {
    await billing.close();
    await database.dispose();
  }
}

async function main() {
  await measure('sqlite');
  if (process.env.TEST_MYSQL_URL) await measure('mysql');
  else console.log('\nSet TEST_MYSQL_URL=mysql://root@127.0.0.1:3306 to measure on MySQL/MariaDB too.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
