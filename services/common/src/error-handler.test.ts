import request from 'supertest';
import { z } from 'zod';
import { apiErrorBodySchema } from '@steady/contracts';
import { conflict } from './errors';
import { createLogger } from './logger';
import { createServiceApp } from './server';
import { createTestDatabase, type TestDatabase } from './testing/test-databases';
import { parseBody, parseQuery } from './validation';

const signupSchema = z.object({
  email: z.email(),
  password: z.string().min(6, 'Password must be at least 6 characters'),
});

describe('the error middleware', () => {
  let database: TestDatabase<unknown>;
  let app: ReturnType<typeof createServiceApp>;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    app = createServiceApp({
      name: 'auth',
      logger: createLogger({ name: 'test', level: 'silent' }),
      database,
      routes: (routes) => {
        routes.post('/signup', (req, res) => {
          res.json(parseBody(signupSchema, req));
        });
        routes.get('/search', (req, res) => {
          res.json(parseQuery(z.object({ page: z.coerce.number().int().min(1) }), req));
        });
        routes.post('/stored-row', (_req, res) => {
          res.json(signupSchema.parse({ email: 'a@example.com' }));
        });
        routes.post('/taken', () => {
          throw conflict('That email is already registered', {
            reason: 'email_taken',
            fields: { email: 'Already registered' },
          });
        });
        routes.get('/items/:id', (req, res) => {
          res.json({ id: req.params.id });
        });
        routes.get('/broken', async () => {
          throw new Error('secret database detail');
        });
      },
    });
  });
  afterAll(() => database.dispose());

  it('answers malformed JSON with 400 bad_request', async () => {
    const response = await request(app)
      .post('/signup')
      .set('content-type', 'application/json')
      .send('{"email":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: { code: 'bad_request', message: 'Request body is not valid JSON' },
    });
  });

  it('answers a body over 100 kb with 413 payload_too_large', async () => {
    const response = await request(app)
      .post('/signup')
      .send({ email: 'a@example.com', password: 'x'.repeat(110 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('payload_too_large');
  });

  it('answers a zod failure with 400 validation_failed and one message per field', async () => {
    const response = await request(app).post('/signup').send({ email: 'not-an-email', password: '123' });
    expect(response.status).toBe(400);
    expect(apiErrorBodySchema.parse(response.body)).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Invalid request body: email, password',
        fields: { email: expect.any(String), password: 'Password must be at least 6 characters' },
      },
    });
  });

  it('answers a ZodError about data the service trusted (not the request) with a plain 500', async () => {
    const response = await request(app).post('/stored-row').send({});
    expect(response.status).toBe(500);
    expect(response.body.error.code).toBe('internal');
    expect(JSON.stringify(response.body)).not.toContain('password');
  });

  it('names the whole body when the body is missing', async () => {
    const response = await request(app).post('/signup');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ body: expect.any(String) });
  });

  it('validates query strings the same way', async () => {
    const response = await request(app).get('/search?page=0');
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ page: expect.any(String) });
    expect((await request(app).get('/search?page=2')).body).toEqual({ page: 2 });
  });

  it('passes an HttpError through with its status, code, reason, message and fields', async () => {
    const response = await request(app).post('/taken');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: {
        code: 'conflict',
        message: 'That email is already registered',
        reason: 'email_taken',
        fields: { email: 'Already registered' },
      },
    });
  });

  it('answers an unknown route with 404 not_found', async () => {
    const response = await request(app).delete('/nowhere');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: 'No route for DELETE /nowhere' } });
  });

  it('answers an unexpected error with a generic 500 that leaks neither message nor stack', async () => {
    const response = await request(app).get('/broken');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again later.' },
    });
    expect(response.text).not.toContain('secret');
    expect(response.text).not.toContain('at ');
  });

  it('answers a malformed path encoding with 400, not 500', async () => {
    const response = await request(app).get('/search/%E0%A4%A');
    expect(response.status).toBeLessThan(500);
    expect(apiErrorBodySchema.safeParse(response.body).success).toBe(true);
  });

  it('answers a path parameter with a broken %-escape with 400 bad_request, not 500', async () => {
    const response = await request(app).get('/items/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'bad_request',
      message: 'The address has a malformed %-escape.',
    });
  });
});
