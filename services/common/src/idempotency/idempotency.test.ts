import type { Express } from 'express';
import request from 'supertest';
import { createLogger } from '../logger';
import { createServiceApp } from '../server';
import { createMigratedTestDatabase, metricValue, testDialects, type TestDatabase } from '../testing';
import { badRequest } from '../errors';
import { createIdempotencyKeysTable, type IdempotencySchema } from './idempotency-table';
import { createIdempotencyStore } from './idempotency-store';
import { idempotentWrites } from './idempotency-middleware';

const logger = createLogger({ name: 'test', level: 'silent' });
const migrations = { '0001_create_idempotency_keys': { up: createIdempotencyKeysTable } };

describe.each(testDialects())('idempotent writes on %s', (dialect) => {
  let database: TestDatabase<IdempotencySchema>;
  let app: Express;
  let clock: Date;
  /** What the guarded write did, in order: a retry that applied again would show here twice. */
  let applied: string[];
  let releaseSlowWrite: () => void;

  beforeEach(async () => {
    database = await createMigratedTestDatabase<IdempotencySchema>(dialect, migrations);
    clock = new Date('2026-11-22T10:00:00.000Z');
    applied = [];
    const slowWriteRuns = new Promise<void>((resolve) => (releaseSlowWrite = resolve));
    const idempotent = idempotentWrites(createIdempotencyStore(database), {
      now: () => clock,
      waitForFirstAttemptMs: 200,
    });
    app = createServiceApp({
      name: 'auth',
      logger,
      database,
      routes: (routes) => {
        routes.use((httpRequest, response, next) => {
          response.locals.user = { id: httpRequest.get('X-User') ?? 'ann', sessionId: 's' } as never;
          next();
        });
        routes.post('/xp', idempotent, (httpRequest, response) => {
          applied.push(`xp ${httpRequest.body.xp}`);
          response.status(201).json({ total: applied.length * 10 });
        });
        routes.delete('/likes/:id', idempotent, (httpRequest, response) => {
          applied.push(`unlike ${httpRequest.params.id}`);
          response.status(204).end();
        });
        routes.post('/refused', idempotent, () => {
          applied.push('refused');
          throw badRequest('No');
        });
        routes.post('/fails', idempotent, () => {
          applied.push('fails');
          throw new Error('database went away');
        });
        routes.post('/slow', idempotent, async (_httpRequest, response) => {
          await slowWriteRuns;
          applied.push('slow');
          response.json({ done: true });
        });
      },
    });
  });
  afterEach(() => database.dispose());

  const postXp = (key: string, xp: number, user = 'ann') =>
    request(app).post('/xp').set('Idempotency-Key', key).set('X-User', user).send({ xp });

  it('applies a write retried with the same key once and replays its answer, counting each replay', async () => {
    const replaysBefore = await metricValue('steady_idempotent_replays_total');
    const first = await postXp('completion-0001', 15).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    for (let retry = 0; retry < 5; retry += 1) {
      const again = await postXp('completion-0001', 15).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual({ total: 10 });
    }
    expect(applied).toEqual(['xp 15']);
    expect(await metricValue('steady_idempotent_replays_total')).toBe(replaysBefore + 5);
  });

  it('runs writes with different keys, or without a key, each time', async () => {
    await postXp('completion-0001', 15).expect(201);
    await postXp('completion-0002', 15).expect(201);
    await request(app).post('/xp').send({ xp: 5 }).expect(201);
    await request(app).post('/xp').send({ xp: 5 }).expect(201);
    expect(applied).toEqual(['xp 15', 'xp 15', 'xp 5', 'xp 5']);
  });

  it('keeps keys per user: the same key from another user is their own write', async () => {
    await postXp('shared-key-1', 15, 'ann').expect(201);
    const ben = await postXp('shared-key-1', 15, 'ben').expect(201);
    expect(ben.headers['idempotent-replayed']).toBeUndefined();
    expect(applied).toEqual(['xp 15', 'xp 15']);
  });

  it('refuses the same key with a different body with a 422 and applies nothing', async () => {
    await postXp('completion-0001', 15).expect(201);
    const reused = await postXp('completion-0001', 30).expect(422);
    expect(reused.body.error).toMatchObject({ code: 'bad_request', reason: 'idempotency_key_reused' });
    expect(applied).toEqual(['xp 15']);
  });

  it('refuses a malformed key with a 400 before the write runs', async () => {
    for (const key of ['short', 'has spaces in it', 'x'.repeat(129), 'ключ-на-русском']) {
      const answer = await request(app).post('/xp').set('Idempotency-Key', encodeURI(key)).send({ xp: 1 });
      expect(answer.status).toBe(400);
      expect(answer.body.error.reason).toBe('idempotency_key_invalid');
    }
    expect(applied).toEqual([]);
  });

  it('replays an answer without a body (204) and a refused write (4xx) as they were', async () => {
    await request(app).delete('/likes/breath-loop').set('Idempotency-Key', 'unlike-0001').expect(204);
    const replayed = await request(app).delete('/likes/breath-loop').set('Idempotency-Key', 'unlike-0001');
    expect(replayed.status).toBe(204);
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    await request(app).post('/refused').set('Idempotency-Key', 'refused-0001').send({}).expect(400);
    const refusedAgain = await request(app).post('/refused').set('Idempotency-Key', 'refused-0001').send({});
    expect(refusedAgain.status).toBe(400);
    expect(refusedAgain.body.error.message).toBe('No');
    expect(applied).toEqual(['unlike breath-loop', 'refused']);
  });

  it('runs a write again after our own failure (5xx), since nothing was kept', async () => {
    await request(app).post('/fails').set('Idempotency-Key', 'fails-00001').send({}).expect(500);
    await request(app).post('/fails').set('Idempotency-Key', 'fails-00001').send({}).expect(500);
    expect(applied).toEqual(['fails', 'fails']);
  });

  it('answers 409 to a duplicate arriving while the first attempt still runs, then replays it', async () => {
    const first = request(app).post('/slow').set('Idempotency-Key', 'slow-000001').send({});
    const firstAnswer = first.then((answer) => answer);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const duplicate = await request(app).post('/slow').set('Idempotency-Key', 'slow-000001').send({});
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.reason).toBe('idempotent_request_in_progress');

    releaseSlowWrite();
    expect((await firstAnswer).status).toBe(200);
    const retry = await request(app).post('/slow').set('Idempotency-Key', 'slow-000001').send({});
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(applied).toEqual(['slow']);
  });

  it('forgets keys after 24 hours: the rows are pruned and the key applies again', async () => {
    await postXp('completion-0001', 15).expect(201);
    clock = new Date('2026-11-23T10:00:01.000Z');
    await postXp('completion-0002', 15).expect(201);
    const rows = await database.db.selectFrom('idempotency_keys').select('idempotency_key').execute();
    expect(rows.map((row) => row.idempotency_key)).toEqual(['completion-0002']);

    await postXp('completion-0001', 15).expect(201);
    expect(applied).toEqual(['xp 15', 'xp 15', 'xp 15']);
  });

  it('applies 20 concurrent copies of one write once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => postXp('burst-000001', 15)));
    expect(applied).toEqual(['xp 15']);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
  });
});
