// `npm run bench:summary -w bench`: the size of the clinician summary's PDF and the time to make it for a
// user with a year of data — a sitting every day (with its completion), 200 hand-written journal entries,
// 300 check-ins and four self-reflection results — on SQLite, with the real content service for the
// technique names and results. Figures for docs/features.md; not a timed test.
import request from 'supertest';
import type { Express } from 'express';
import { clinicianSummarySectionIds, moods } from '@steady/contracts';
import { techniqueCatalogue } from '@steady/domain';
import { toJsonText, type ServiceDatabase } from '@steady/service-common';
import { startStubBilling } from '@steady/service-common/testing';
import type { AuthDatabase } from '../../services/auth/src/database/schema';
import { createAuthTestApp, registerTestAccount } from '../../services/auth/src/testing/auth-test-app';
import { listenOnLoopback } from '../../services/auth/src/testing/listen';
import { startContentTestApp } from '../../services/content/src/testing/content-test-app';
import { loadTestContent } from '../../services/content/src/test-content/load-test-content';

const dayMs = 24 * 60 * 60 * 1000;
const handWritten = 200;
const checkIns = 300;
const runs = 10;
const techniqueIds = Object.keys(techniqueCatalogue);
const sentence =
  'Работа шла тяжело до обеда, потом помогла короткая прогулка и дыхание. Вечером спокойнее. Writing it down helps.';

/** A fixed pseudo-random sequence, so every run seeds the same year. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function seedYear(database: ServiceDatabase<AuthDatabase>, userId: string, now: number) {
  const random = seededRandom(32);
  const pick = <Item>(items: readonly Item[]) => items[Math.floor(random() * items.length)] as Item;
  const { db } = database;
  for (let day = 0; day < 365; day += 1) {
    const at = new Date(now - day * dayMs - 3 * 60 * 60 * 1000);
    const techniqueId = pick(techniqueIds);
    const mood = pick(moods);
    const inserted = await db
      .insertInto('history_records')
      .values({
        user_id: userId,
        recorded_at: at.toISOString(),
        mood,
        techniques: toJsonText([techniqueId]),
        effectiveness: 1 + Math.floor(random() * 5),
        xp_earned: 10,
      })
      .executeTakeFirstOrThrow();
    await db
      .insertInto('technique_completions')
      .values({
        user_id: userId,
        technique_id: techniqueId,
        mood,
        completed_at: at.toISOString(),
        local_day: at.toISOString().slice(0, 10),
        minutes: techniqueCatalogue[techniqueId]?.minutes ?? 0,
        xp_earned: 10,
        premium_bonus: 5,
        level_after: 1 + Math.floor(day / 20),
        history_record_id: Number(inserted.insertId),
      })
      .execute();
  }
  const entry = (index: number, count: number, kind: 'entry' | 'checkIn') => {
    const at = new Date(now - (index / count) * 364 * dayMs).toISOString();
    const feeling = 1 + Math.floor(random() * 4);
    return {
      user_id: userId,
      kind,
      entry_at: at,
      local_day: at.slice(0, 10),
      state: pick(moods),
      effectiveness: 1 + Math.floor(random() * 5),
      techniques: toJsonText([pick(techniqueIds)]),
      body: kind === 'entry' ? sentence : '',
      tags: toJsonText(kind === 'entry' ? ['работа'] : []),
      feeling_before: kind === 'checkIn' ? feeling : null,
      feeling_after: kind === 'checkIn' ? feeling + 1 : null,
      mood_score: feeling,
      search_text: sentence.toLowerCase(),
      created_at: at,
      updated_at: at,
    };
  };
  const rows = [
    ...Array.from({ length: handWritten }, (_, index) => entry(index, handWritten, 'entry')),
    ...Array.from({ length: checkIns }, (_, index) => entry(index, checkIns, 'checkIn')),
  ];
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto('journal_entries')
      .values(rows.slice(start, start + 100))
      .execute();
  }
}

async function timePdf(app: Express, authorization: string, body: object) {
  const make = () =>
    request(app)
      .post('/api/stats/clinician-summary/pdf')
      .set('Authorization', authorization)
      .send(body)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const first = performance.now();
  const cold = await make();
  const coldMs = performance.now() - first;
  if (cold.status !== 200) throw new Error(`the PDF answered ${cold.status}`);
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await make();
    samples.push(performance.now() - started);
  }
  samples.sort((one, other) => one - other);
  return {
    kilobytes: Math.round((cold.body as Buffer).length / 1024),
    firstMs: Math.round(coldMs),
    medianMs: Math.round(samples[Math.floor(samples.length / 2)] ?? 0),
    p90Ms: Math.round(samples[Math.floor(samples.length * 0.9)] ?? 0),
  };
}

async function main() {
  const billing = await startStubBilling();
  const content = await startContentTestApp('sqlite');
  const contentServer = await listenOnLoopback(content.app);
  const auth = await createAuthTestApp('sqlite', {
    billingInternalUrls: billing.url,
    contentInternalUrls: contentServer.url,
  });
  try {
    auth.clock.advance(Date.now() - auth.clock.now().getTime());
    const account = await registerTestAccount(auth.app, 'A Year Of Data');
    billing.statuses.set(account.user.id, 'active');
    await seedYear(auth.database, account.user.id, Date.now());
    const answers = loadTestContent().adhdTest.questions.map(({ id }, index) => ({
      questionId: id,
      answer: index % 5,
    }));
    for (let result = 0; result < 4; result += 1) {
      await request(content.app)
        .post('/api/adhd-test/submit')
        .set('Authorization', await content.authorization(account.user.id))
        .send({ answers });
    }
    const entries = await request(auth.app)
      .get(
        `/api/stats/clinician-summary/entries?period=dates&from=${dayBefore(364)}&to=${dayBefore(0)}&timeZone=UTC`,
      )
      .set('Authorization', account.authorization);
    const entryIds = (entries.body as { entries: { id: string }[] }).entries.map(({ id }) => id);
    const figures: Record<string, object> = {};
    for (const language of ['en', 'ru'] as const) {
      const year = {
        period: 'dates',
        from: dayBefore(364),
        to: dayBefore(0),
        timeZone: 'UTC',
        language,
        sections: clinicianSummarySectionIds,
      };
      figures[`${language}, a year, every section, no entries`] = await timePdf(
        auth.app,
        account.authorization,
        year,
      );
      figures[`${language}, a year, every section, ${entryIds.length} entries`] = await timePdf(
        auth.app,
        account.authorization,
        { ...year, journalEntryIds: entryIds },
      );
    }
    console.log(
      `\nA year: 365 sittings, ${handWritten} entries, ${checkIns} check-ins, 4 results; ${runs} runs each`,
    );
    console.table(figures);
  } finally {
    await Promise.all([billing.close(), contentServer.close()]);
    await Promise.all([auth.database.dispose(), content.dispose()]);
  }
}

function dayBefore(days: number): string {
  return new Date(Date.now() - days * dayMs).toISOString().slice(0, 10);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
