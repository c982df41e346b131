import request from 'supertest';
import type { Express } from 'express';
import {
  adhdResultListSchema,
  adhdResultSchema,
  adhdScoreSchema,
  adhdTestSchema,
  type AdhdAnswer,
} from '@steady/contracts';
import { createLogger, defaultTokenLifetimeSeconds } from '@steady/service-common';
import {
  createMigratedTestDatabase,
  startTestTokenIssuer,
  testDialects,
  testKeyEncryptionSecret,
  type TestDatabase,
  type TestTokenIssuer,
} from '@steady/service-common/testing';
import { contentMigrations } from '../../migrations';
import { buildApp } from '../http/app';
import type { ContentDatabase } from '../database/schema';
import { startStubConsent, type StubConsent } from '../testing/stub-consent';
import { loadTestContent } from '../test-content/load-test-content';

const questionIds = loadTestContent().adhdTest.questions.map((question) => question.id);

/** The answer id worth each number of points: Never 0, Sometimes 1, Often 2, Very often 3. */
const answerIdScoring = [0, 2, 3, 4] as const;

/** Answers adding up to `score`: as many "Very often" (3) as fit, the rest on the next question. */
function answersScoring(score: number): AdhdAnswer[] {
  let left = score;
  return questionIds.map((questionId) => {
    const points = Math.min(3, left);
    left -= points;
    return { questionId, answer: answerIdScoring[points] ?? 0 };
  });
}

const ann = { id: 'b8a4e7c2-0f5e-4d43-9a65-0c3d1f2b9e01', email: 'ann@example.com' };
const ben = { id: 'c1d2e3f4-5a6b-4c7d-8e9f-0a1b2c3d4e5f', email: 'ben@example.com' };

describe.each(testDialects())('the ADHD test API on %s', (dialect) => {
  let issuer: TestTokenIssuer;
  let database: TestDatabase<ContentDatabase>;
  let app: Express;
  let annToken: string;
  let consent: StubConsent;

  beforeAll(async () => {
    issuer = await startTestTokenIssuer();
    consent = await startStubConsent();
    database = await createMigratedTestDatabase<ContentDatabase>(dialect, contentMigrations);
    app = buildApp({
      logger: createLogger({ name: 'content', level: 'silent' }),
      database,
      config: {
        authJwksUrls: [issuer.jwksUrl],
        authInternalUrls: [issuer.authInternalUrl],
        tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
        keyEncryptionSecret: testKeyEncryptionSecret,
      },
      healthConsentUrl: consent.url,
    });
    annToken = await issuer.sign(ann);
  });
  afterAll(async () => {
    await database.dispose();
    await issuer.close();
    await consent.close();
  });

  async function submit(answers: unknown, token: string = annToken) {
    return request(app)
      .post('/api/adhd-test/submit')
      .set('authorization', `Bearer ${token}`)
      .send({ answers });
  }

  describe('GET /api/adhd-test', () => {
    it('gives the 17 questions, their scale version and the notice in every language', async () => {
      const response = await request(app).get('/api/adhd-test');
      expect(response.status).toBe(200);
      const test = adhdTestSchema.parse(response.body);
      expect(test.version).toBe(2);
      expect(test.questions.map((question) => question.id)).toEqual(questionIds);
      expect(Object.keys(test.questions[0]?.translations ?? {}).sort()).toEqual(['en', 'ru']);
      expect(test.notice.en?.selfReflection).toMatch(/not a diagnosis/);
      expect(test.notice.ru?.selfReflection).toMatch(/не диагноз/);
      expect(JSON.stringify(response.body)).not.toContain('area');
    });

    it('gives one language for ?lang=', async () => {
      const response = await request(app).get('/api/adhd-test?lang=ru');
      const test = adhdTestSchema.parse(response.body);
      expect(Object.keys(test.questions[0]?.translations ?? {})).toEqual(['ru']);
      expect(Object.keys(test.notice)).toEqual(['ru']);
    });

    it('refuses an unknown language with 400', async () => {
      const response = await request(app).get('/api/adhd-test?lang=de');
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toHaveProperty('lang');
    });
  });

  describe('POST /api/adhd-test/submit', () => {
    it('answers 401 without a signed-in user and stores nothing', async () => {
      const response = await request(app)
        .post('/api/adhd-test/submit')
        .send({ answers: answersScoring(20) });
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
      const { count } = await database.db
        .selectFrom('adhd_test_results')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(0);
    });

    it('stores nothing without the health-data consent: 403 health_consent_required', async () => {
      consent.refusedUsers.add(ann.id);
      try {
        const response = await submit(answersScoring(20));
        expect(response.status).toBe(403);
        expect(response.body.error.reason).toBe('health_consent_required');
        const rows = await database.db
          .selectFrom('adhd_test_results')
          .select('id')
          .where('user_id', '=', ann.id)
          .execute();
        expect(rows).toEqual([]);
      } finally {
        consent.refusedUsers.delete(ann.id);
      }
    });

    it('answers 401 for an invalid token', async () => {
      expect((await submit(answersScoring(20), 'not-a-token')).status).toBe(401);
    });

    it.each([
      [0, 'low'],
      [16, 'low'],
      [17, 'moderate'],
      [33, 'moderate'],
      [34, 'high'],
      [51, 'high'],
    ])('scores %i as %s and keeps it under an unguessable id', async (score, range) => {
      const submitted = await submit(answersScoring(score));
      expect(submitted.status).toBe(201);
      expect(submitted.body).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });

      const response = await request(app).get(`/api/adhd-test/result/${submitted.body.id}`);
      expect(response.status).toBe(200);
      const result = adhdResultSchema.parse(response.body);
      expect(result).toMatchObject({ id: submitted.body.id, score, range, position: score / 51 });
      expect((result.parts?.traits.score ?? 0) + (result.parts?.dailyLife.score ?? 0)).toBe(score);
      expect(result.scale.version).toBe(2);
      expect(new Date(result.created_at).toISOString()).toBe(result.created_at);
    });

    it('keeps the answers as JSON text beside the score', async () => {
      const answers = answersScoring(25);
      const { body } = await submit(answers);
      const row = await database.db
        .selectFrom('adhd_test_results')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: ann.id, score: 25, range: 'moderate', scale_version: 2 });
      expect(JSON.parse(row.answers)).toEqual(answers);
    });

    it('asks for every unanswered question with 400', async () => {
      const answers = answersScoring(10).filter(
        ({ questionId }) => questionId !== 'q4' && questionId !== 'q9',
      );
      const response = await submit(answers);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: {
          code: 'validation_failed',
          reason: 'adhd_test_incomplete',
          message: 'Please answer all questions',
          fields: { q4: 'Please answer all questions', q9: 'Please answer all questions' },
        },
      });
    });

    it.each([
      ['a question answered twice', [...answersScoring(10), { questionId: 'q1', answer: 1 }], 'q1'],
      [
        'an answer outside 0 to 4',
        answersScoring(10).map((a, i) => (i === 2 ? { ...a, answer: 5 } : a)),
        'q3',
      ],
      ['an unknown question', [...answersScoring(10), { questionId: 'q99', answer: 1 }], 'q99'],
    ])('refuses %s with 400 naming the question', async (_, answers, questionId) => {
      const response = await submit(answers);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Please answer all questions');
      expect(response.body.error.fields).toEqual({ [questionId]: 'Invalid answer' });
    });

    it.each([
      ['no answers list', undefined],
      ['answers that are not a list', 'all of them'],
      ['an answer given as text', answersScoring(10).map((a) => ({ ...a, answer: String(a.answer) }))],
    ])('refuses %s with 400', async (_, answers) => {
      const response = await submit(answers);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    });
  });

  describe('POST /api/adhd-test/score', () => {
    const storedRows = async () =>
      database.db.selectFrom('adhd_test_results').select('id').where('user_id', '=', ann.id).execute();

    it('scores without the health-data consent and stores nothing: no id, no share link', async () => {
      consent.refusedUsers.add(ann.id);
      try {
        const before = await storedRows();
        const response = await request(app)
          .post('/api/adhd-test/score?lang=ru')
          .set('Authorization', `Bearer ${annToken}`)
          .send({ answers: answersScoring(40) });
        expect(response.status).toBe(200);
        const score = adhdScoreSchema.parse(response.body);
        expect(score).toMatchObject({
          score: 40,
          range: 'high',
          parts: { traits: { score: 39, max: 39 }, dailyLife: { score: 1, max: 12 } },
        });
        expect(response.body).not.toHaveProperty('id');
        expect(Object.keys(score.interpretation)).toEqual(['ru']);
        expect(await storedRows()).toEqual(before);
      } finally {
        consent.refusedUsers.delete(ann.id);
      }
    });

    it('asks for every unanswered question with 400, and needs a signed-in user', async () => {
      const incomplete = await request(app)
        .post('/api/adhd-test/score')
        .set('Authorization', `Bearer ${annToken}`)
        .send({ answers: answersScoring(10).slice(1) });
      expect(incomplete.status).toBe(400);
      expect(incomplete.body.error.reason).toBe('adhd_test_incomplete');
      const guest = await request(app)
        .post('/api/adhd-test/score')
        .send({ answers: answersScoring(10) });
      expect(guest.status).toBe(401);
    });
  });

  describe('GET /api/adhd-test/result/:id', () => {
    let resultId: string;
    beforeAll(async () => {
      resultId = (await submit(answersScoring(40))).body.id;
    });

    it('is readable by anyone with the link and names nothing about its owner', async () => {
      const response = await request(app).get(`/api/adhd-test/result/${resultId}`);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body).sort()).toEqual(
        [
          'created_at',
          'id',
          'interpretation',
          'notice',
          'parts',
          'position',
          'range',
          'scale',
          'score',
          'shared',
        ].sort(),
      );
      expect(JSON.stringify(response.body)).not.toContain(ann.id);
      expect(response.body.interpretation.en.label).toBe('Many of these traits');
      expect(response.body.interpretation.ru.label).toBe('Таких черт много');
      expect(response.body.notice.en.getHelp).toMatch(/doctor/);
    });

    it('speaks to the owner about "your answers" and to anyone else about "these answers", in both languages', async () => {
      const own = adhdResultSchema.parse(
        (
          await request(app)
            .get(`/api/adhd-test/result/${resultId}`)
            .set('authorization', `Bearer ${annToken}`)
        ).body,
      );
      expect(own.interpretation.en?.text).toMatch(/^Your answers show/);
      expect(own.interpretation.ru?.text).toMatch(/^В ваших ответах/);
      const benToken = await issuer.sign(ben);
      for (const shared of [
        (await request(app).get(`/api/adhd-test/result/${resultId}`)).body,
        (
          await request(app)
            .get(`/api/adhd-test/result/${resultId}`)
            .set('authorization', `Bearer ${benToken}`)
        ).body,
      ]) {
        const { interpretation } = adhdResultSchema.parse(shared);
        expect(interpretation.en?.text).toMatch(/^These answers show/);
        expect(interpretation.ru?.text).toMatch(/^В этих ответах/);
        expect(`${interpretation.en?.text} ${interpretation.ru?.text}`).not.toMatch(
          /\b(your|you)\b|ваш|вам|\bвы\b/i,
        );
      }
    });

    it('gives the scale to draw: its version, ranges and their names, also on the graphic', async () => {
      const result = adhdResultSchema.parse(
        (await request(app).get(`/api/adhd-test/result/${resultId}`)).body,
      );
      expect(result.scale).toEqual({
        version: 2,
        ranges: [
          { id: 'low', min: 0, max: 16, label: { en: 'Few of these traits', ru: 'Таких черт немного' } },
          {
            id: 'moderate',
            min: 17,
            max: 33,
            label: { en: 'Some of these traits', ru: 'Такие черты заметны' },
          },
          { id: 'high', min: 34, max: 51, label: { en: 'Many of these traits', ru: 'Таких черт много' } },
        ],
      });
    });

    it('reads a result saved on the first scale with that scale, its parts with that scale’s points', async () => {
      const { id } = (await submit(answersScoring(17))).body;
      // "Rarely" (answer 1) to every item: 1 point each on the first scale.
      const rarelyOnFirstScale = questionIds.map((questionId) => ({ questionId, answer: 1 }));
      await database.db
        .updateTable('adhd_test_results')
        .set({ scale_version: 1, answers: JSON.stringify(rarelyOnFirstScale) })
        .where('id', '=', id)
        .execute();
      const result = adhdResultSchema.parse((await request(app).get(`/api/adhd-test/result/${id}`)).body);
      expect(result).toMatchObject({
        score: 17,
        range: 'moderate',
        scale: { version: 1 },
        parts: { traits: { score: 13, max: 39 }, dailyLife: { score: 4, max: 12 } },
      });
    });

    it('still reads an old result whose stored answers no longer match the questions, without parts', async () => {
      const { id } = (await submit(answersScoring(20))).body;
      await database.db
        .updateTable('adhd_test_results')
        .set({ answers: JSON.stringify([{ questionId: 'retired-question', answer: 2 }]) })
        .where('id', '=', id)
        .execute();
      const response = await request(app).get(`/api/adhd-test/result/${id}`);
      expect(response.status).toBe(200);
      expect(adhdResultSchema.parse(response.body)).toMatchObject({
        score: 20,
        range: 'moderate',
        parts: null,
      });
    });

    it('says plainly that the test is not a validated screening and points to a professional, in both languages', async () => {
      const { notice } = adhdResultSchema.parse(
        (await request(app).get(`/api/adhd-test/result/${resultId}`)).body,
      );
      expect(notice.en?.selfReflection).toMatch(/not a validated screening/);
      expect(notice.ru?.selfReflection).toMatch(/не проверенный скрининговый инструмент/);
      expect(notice.en?.getHelp).toMatch(/doctor, psychiatrist or psychologist/);
      expect(notice.ru?.getHelp).toMatch(/врачом, психиатром или психологом/);
    });

    it('gives the interpretation, notice and range names in one language for ?lang=', async () => {
      const response = await request(app).get(`/api/adhd-test/result/${resultId}?lang=ru`);
      expect(Object.keys(response.body.interpretation)).toEqual(['ru']);
      expect(response.body.scale.ranges[0].label).toEqual({ ru: 'Таких черт немного' });
      expect(Object.keys(response.body.notice)).toEqual(['ru']);
      expect((await request(app).get(`/api/adhd-test/result/${resultId}?lang=xx`)).status).toBe(400);
    });

    it.each(['AAAAAAAAAAAAAAAAAAAAAA', 'example-result', "1' or '1'='1"])(
      'answers 404 "Test result not found" for %p',
      async (id) => {
        const response = await request(app).get(`/api/adhd-test/result/${encodeURIComponent(id)}`);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({
          error: { code: 'not_found', reason: 'adhd_result_not_found', message: 'Test result not found' },
        });
      },
    );
  });

  describe('DELETE /api/adhd-test/result/:id/sharing', () => {
    const stopSharing = (id: string, token?: string) => {
      const call = request(app).delete(`/api/adhd-test/result/${id}/sharing`);
      return token === undefined ? call : call.set('authorization', `Bearer ${token}`);
    };
    const read = (id: string, token?: string) => {
      const call = request(app).get(`/api/adhd-test/result/${id}`);
      return token === undefined ? call : call.set('authorization', `Bearer ${token}`);
    };

    it('lets the owner stop sharing: the link then answers 404 to everyone else, the owner still reads it', async () => {
      const { id } = (await submit(answersScoring(30))).body;
      const benToken = await issuer.sign(ben);
      expect((await read(id)).body.shared).toBe(true);

      expect((await stopSharing(id, annToken)).status).toBe(204);
      for (const response of [await read(id), await read(id, benToken)]) {
        expect(response.status).toBe(404);
        expect(response.body.error).toMatchObject({ code: 'not_found', reason: 'adhd_result_not_found' });
      }
      const own = await read(id, annToken);
      expect(own.status).toBe(200);
      expect(adhdResultSchema.parse(own.body)).toMatchObject({ id, score: 30, shared: false });
      // Stopping again changes nothing and still answers the owner with 204.
      expect((await stopSharing(id, annToken)).status).toBe(204);
    });

    it("is the owner's alone: 401 without sign-in, 404 for anyone else or an unknown id", async () => {
      const { id } = (await submit(answersScoring(12))).body;
      const benToken = await issuer.sign(ben);
      expect((await stopSharing(id)).status).toBe(401);
      expect((await stopSharing(id, benToken)).status).toBe(404);
      expect((await stopSharing('AAAAAAAAAAAAAAAAAAAAAA', annToken)).status).toBe(404);
      expect((await stopSharing('not-an-id', annToken)).status).toBe(404);
      expect((await read(id)).status).toBe(200);
    });
  });

  describe('PUT /api/adhd-test/result/:id/sharing', () => {
    const sharing = (method: 'put' | 'delete', id: string, token?: string) => {
      const call = request(app)[method](`/api/adhd-test/result/${id}/sharing`);
      return token === undefined ? call : call.set('authorization', `Bearer ${token}`);
    };

    it('lets the owner share a stopped result again: the link opens it for everyone once more', async () => {
      const { id } = (await submit(answersScoring(25))).body;
      expect((await sharing('delete', id, annToken)).status).toBe(204);
      expect((await request(app).get(`/api/adhd-test/result/${id}`)).status).toBe(404);

      expect((await sharing('put', id, annToken)).status).toBe(204);
      const guest = await request(app).get(`/api/adhd-test/result/${id}`);
      expect(guest.status).toBe(200);
      expect(adhdResultSchema.parse(guest.body)).toMatchObject({ id, score: 25, shared: true });
      // Sharing a result already shared changes nothing and still answers the owner with 204.
      expect((await sharing('put', id, annToken)).status).toBe(204);
    });

    it("is the owner's alone: 401 without sign-in, 404 for anyone else or an unknown id", async () => {
      const { id } = (await submit(answersScoring(14))).body;
      await sharing('delete', id, annToken);
      const benToken = await issuer.sign(ben);
      expect((await sharing('put', id)).status).toBe(401);
      expect((await sharing('put', id, benToken)).status).toBe(404);
      expect((await sharing('put', 'AAAAAAAAAAAAAAAAAAAAAA', annToken)).status).toBe(404);
      expect((await sharing('put', 'not-an-id', annToken)).status).toBe(404);
      expect((await request(app).get(`/api/adhd-test/result/${id}`)).status).toBe(404);
    });
  });

  describe('GET /api/adhd-test/results', () => {
    it("lists only the signed-in user's results, newest first", async () => {
      const benToken = await issuer.sign(ben);
      const first = (await submit(answersScoring(5), benToken)).body.id;
      const second = (await submit(answersScoring(45), benToken)).body.id;
      const response = await request(app)
        .get('/api/adhd-test/results')
        .set('authorization', `Bearer ${benToken}`);
      expect(response.status).toBe(200);
      const { results } = adhdResultListSchema.parse(response.body);
      expect(results.map((result) => result.id).sort()).toEqual([first, second].sort());
      expect(results.map((result) => result.created_at)).toEqual(
        results
          .map((result) => result.created_at)
          .sort()
          .reverse(),
      );
      expect(results.find((result) => result.id === second)).toMatchObject({ score: 45, range: 'high' });
    });

    it('answers 401 without a signed-in user', async () => {
      expect((await request(app).get('/api/adhd-test/results')).status).toBe(401);
    });
  });
});
