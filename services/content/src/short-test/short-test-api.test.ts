import request from 'supertest';
import type { Express } from 'express';
import { shortTestSchema, type Mood, type ShortTestAnswer } from '@steady/contracts';
import { createLogger, defaultTokenLifetimeSeconds } from '@steady/service-common';
import {
  createMigratedTestDatabase,
  testDialects,
  testKeyEncryptionSecret,
  type TestDatabase,
} from '@steady/service-common/testing';
import { contentMigrations } from '../../migrations';
import { buildApp } from '../http/app';
import type { ContentDatabase } from '../database/schema';
import { loadTestContent } from '../test-content/load-test-content';
import type { ShortTestQuestion } from '../test-content/test-content-schema';

const content = loadTestContent().shortTest;

function answerIdFor(question: ShortTestQuestion, state: Mood): string {
  const entry = Object.entries(question.answerStates).find(([, answerState]) => answerState === state);
  if (!entry) throw new Error(`No answer for ${state} in ${question.id}`);
  return entry[0];
}

/** One answer per given state, in question order. */
function answersFor(...states: Mood[]): ShortTestAnswer[] {
  return states.map((state, index) => {
    const question = content.questions[index];
    if (!question) throw new Error(`The short test has no question ${index + 1}`);
    return { questionId: question.id, answerId: answerIdFor(question, state) };
  });
}

const tieBreakerAnswer = (state: Mood): ShortTestAnswer => ({
  questionId: content.tieBreaker.id,
  answerId: answerIdFor(content.tieBreaker, state),
});

describe.each(testDialects())('the short test API on %s', (dialect) => {
  let database: TestDatabase<ContentDatabase>;
  let app: Express;

  beforeAll(async () => {
    database = await createMigratedTestDatabase<ContentDatabase>(dialect, contentMigrations);
    app = buildApp({
      logger: createLogger({ name: 'content', level: 'silent' }),
      database,
      // The short test is open to guests: no route here ever asks for the keys.
      config: {
        authJwksUrls: ['http://127.0.0.1:9/api/auth/jwks.json'],
        authInternalUrls: ['http://127.0.0.1:9'],
        tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
        keyEncryptionSecret: testKeyEncryptionSecret,
      },
    });
  });
  afterAll(() => database.dispose());

  const score = (answers: unknown, lang = 'en') =>
    request(app)
      .post(`/api/short-test/score?lang=${lang}`)
      .send(answers as object);

  describe('GET /api/short-test', () => {
    it.each([
      ['en', 'What is on your mind most right now?'],
      ['ru', 'Что сейчас больше всего занимает ваши мысли?'],
    ])('gives the five questions in %s', async (lang, firstTitle) => {
      const response = await request(app).get(`/api/short-test?lang=${lang}`);
      expect(response.status).toBe(200);
      const { questions } = shortTestSchema.parse(response.body);
      expect(questions).toHaveLength(5);
      expect(questions[0]?.title).toBe(firstTitle);
      expect(questions.every((question) => question.answers.length === 5)).toBe(true);
      expect(JSON.stringify(response.body)).not.toContain('answerStates');
    });

    it('speaks English without ?lang=', async () => {
      const response = await request(app).get('/api/short-test');
      expect(response.body.questions[0].title).toBe('What is on your mind most right now?');
    });

    it('refuses an unknown language with 400', async () => {
      const response = await request(app).get('/api/short-test?lang=fr');
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toHaveProperty('lang');
    });
  });

  describe('POST /api/short-test/score', () => {
    it('names the state most answers point to', async () => {
      const response = await score(
        answersFor('irritability', 'anxiety', 'irritability', 'overwhelm', 'irritability'),
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ resultState: 'irritability' });
    });

    it('scores fewer than five answers', async () => {
      expect((await score(answersFor('procrastination'))).body).toEqual({ resultState: 'procrastination' });
    });

    it('asks the tiebreaker in the asked language, offering only the two tied states', async () => {
      const response = await score(
        answersFor('anxiety', 'overwhelm', 'anxiety', 'overwhelm', 'hyperactivity'),
        'ru',
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        needTieBreaker: true,
        tieBreaker: {
          id: content.tieBreaker.id,
          title: content.tieBreaker.translations.ru.title,
          answers: content.tieBreaker.translations.ru.answers.filter((answer) =>
            ['anxiety', 'overwhelm'].includes(content.tieBreaker.answerStates[answer.id] ?? ''),
          ),
        },
        candidates: ['anxiety', 'overwhelm'],
      });
    });

    it('refuses a tiebreaker answer outside the tie with a clear 400', async () => {
      const answers = answersFor('anxiety', 'overwhelm', 'anxiety', 'overwhelm', 'hyperactivity');
      const response = await score([...answers, tieBreakerAnswer('irritability')]);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toContain('not one of the tied states');
    });

    it('lets the tiebreaker answer decide', async () => {
      const answers = answersFor('anxiety', 'overwhelm', 'anxiety', 'overwhelm', 'hyperactivity');
      const response = await score([...answers, tieBreakerAnswer('overwhelm')]);
      expect(response.body).toEqual({ resultState: 'overwhelm' });
    });

    it('asks the tiebreaker when all five answers differ', async () => {
      const response = await score(
        answersFor('overwhelm', 'hyperactivity', 'irritability', 'procrastination', 'anxiety'),
      );
      expect(response.body.needTieBreaker).toBe(true);
      expect(response.body.candidates).toHaveLength(5);
    });

    it.each([
      ['an unknown question id', [{ questionId: 'nope', answerId: 's1a' }], /^Unknown question/],
      ['an answer of another question', [{ questionId: 's1', answerId: 's2a' }], /^Unknown answer/],
      [
        'an unknown tiebreaker answer',
        [...answersFor('anxiety', 'overwhelm'), { questionId: 'tb', answerId: 'x' }],
        /^Unknown answer/,
      ],
      ['a question answered twice', [...answersFor('anxiety'), ...answersFor('overwhelm')], /only once/],
      ['no answers', [], /At least one answer/],
    ])(
      "refuses %s with 400 and the reason the page shows in the reader's language",
      async (_, answers, message) => {
        const response = await score(answers);
        expect(response.status).toBe(400);
        expect(response.body.error.code).toBe('bad_request');
        expect(response.body.error.reason).toBe('short_test_answers_invalid');
        expect(response.body.error.message).toMatch(message);
      },
    );

    it.each([
      ['a body that is not a list', { answers: answersFor('anxiety') }],
      ['an answer without its id', [{ questionId: 's1' }]],
    ])('refuses %s with 400', async (_, body) => {
      const response = await score(body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('validation_failed');
    });

    it('refuses an unknown language with 400', async () => {
      expect((await score(answersFor('anxiety'), 'de')).status).toBe(400);
    });
  });
});
