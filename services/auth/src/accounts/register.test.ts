import request from 'supertest';
import { registerResponseSchema, validationMessages } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';

describe.each(testDialects())('POST /api/auth/register on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterAll(() => subject.database.dispose());

  it('creates the account and answers 201 with the user and a token', async () => {
    const response = await request(subject.app)
      .post('/api/auth/register')
      .send({ name: '  Мария  ', email: ' Maria@Example.COM ', password: 'secret1', acceptedTerms: true });
    expect(response.status).toBe(201);
    const body = registerResponseSchema.parse(response.body);
    expect(body.user).toEqual({
      id: expect.any(String),
      name: 'Мария',
      email: 'maria@example.com',
      photo: null,
      uploadedPhotoAt: null,
      hasPassword: true,
      memberSince: '2026-03-01T10:00:00.000Z',
      subscription_status: 'inactive',
      subscription_checking: false,
    });
    const profile = await request(subject.app)
      .get('/api/auth/profile')
      .set('Authorization', `Bearer ${body.token}`);
    expect(profile.body.id).toBe(body.user.id);
  });

  it('refuses a sign-up without the age and terms confirmation, and stores when it was given', async () => {
    for (const acceptedTerms of [undefined, false, 'yes']) {
      const refused = await request(subject.app)
        .post('/api/auth/register')
        .send({ name: 'Ann', email: 'ann-terms@example.com', password: 'secret1', acceptedTerms });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ acceptedTerms: validationMessages.termsRequired });
    }
    const account = await registerTestAccount(subject.app);
    const row = await subject.database.db
      .selectFrom('users')
      .select('terms_accepted_at')
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(row.terms_accepted_at).toBe('2026-03-01T10:00:00.000Z');
  });

  it('stores a hash, never the password itself', async () => {
    const account = await registerTestAccount(subject.app);
    const row = await subject.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', account.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$2[aby]\$/);
    expect(row.password_hash).not.toContain(account.password);
  });

  it('answers 409 with a clear message for an email that is taken, whatever its case', async () => {
    const account = await registerTestAccount(subject.app);
    const response = await request(subject.app).post('/api/auth/register').send({
      name: 'Someone',
      email: account.email.toUpperCase(),
      password: 'another-pass',
      acceptedTerms: true,
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 'conflict',
      reason: 'email_taken',
      message: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
  });

  it('answers 400 with the spec messages per field', async () => {
    const response = await request(subject.app)
      .post('/api/auth/register')
      .send({ name: ' ', email: 'not-an-email', password: '123', acceptedTerms: true });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.fields).toEqual({
      name: validationMessages.required,
      email: validationMessages.emailFormat,
      password: validationMessages.passwordLength,
    });
  });

  it('answers 400 "This field is required" for missing fields and wrong types', async () => {
    const missing = await request(subject.app).post('/api/auth/register').send({});
    expect(missing.body.error.fields).toEqual({
      name: validationMessages.required,
      email: validationMessages.required,
      password: validationMessages.required,
      acceptedTerms: validationMessages.termsRequired,
    });
    const wrongTypes = await request(subject.app)
      .post('/api/auth/register')
      .send({ name: 42, email: ['a@b.c'], password: { value: 'secret1' }, acceptedTerms: true });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.error.fields)).toEqual(['name', 'email', 'password']);
  });

  it('answers 400 for fields longer than can be stored', async () => {
    const response = await request(subject.app)
      .post('/api/auth/register')
      .send({
        name: 'x'.repeat(101),
        email: `${'a'.repeat(250)}@example.com`,
        password: 'p'.repeat(201),
        acceptedTerms: true,
      });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      name: 'A name can be at most 100 characters',
      email: validationMessages.tooLong,
      password: validationMessages.tooLong,
    });
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const malformed = await request(subject.app)
      .post('/api/auth/register')
      .set('Content-Type', 'application/json')
      .send('{"name": "Ann",');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('bad_request');
    const list = await request(subject.app).post('/api/auth/register').send([1, 2]);
    expect(list.status).toBe(400);
    expect(list.body.error.code).toBe('validation_failed');
  });
});

describe('the registration limit', () => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp('sqlite', {
      registrationLimit: { limit: 5, windowMs: 60 * 60 * 1000 },
    });
  });
  afterAll(() => subject.database.dispose());

  const registerFrom = (address: string, index: number) =>
    request(subject.app)
      .post('/api/auth/register')
      .set('x-forwarded-for', address)
      .send({
        name: 'Lim',
        email: `limit-${address}-${index}@example.com`,
        password: 'secret1',
        acceptedTerms: true,
      });

  it('creates five accounts an hour from one address, then answers 429 while other addresses still register', async () => {
    for (let index = 0; index < 5; index += 1)
      expect((await registerFrom('203.0.113.5', index)).status).toBe(201);
    const refused = await registerFrom('203.0.113.5', 5);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many accounts created from this address. Please wait an hour and try again.',
        reason: 'too_many_registrations',
      },
    });
    expect((await registerFrom('203.0.113.6', 0)).status).toBe(201);
  });
});
