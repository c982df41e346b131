import request from 'supertest';
import { validationMessages } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';

describe.each(testDialects())('POST /api/auth/login on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterAll(() => subject.database.dispose());

  it('answers a token for the right email and password, the email in any case', async () => {
    const account = await registerTestAccount(subject.app);
    const response = await request(subject.app)
      .post('/api/auth/login')
      .send({ email: ` ${account.email.toUpperCase()} `, password: account.password });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['token']);
    const profile = await request(subject.app)
      .get('/api/auth/profile')
      .set('Authorization', `Bearer ${response.body.token}`);
    expect(profile.body.email).toBe(account.email);
  });

  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const account = await registerTestAccount(subject.app);
    const wrongPassword = await request(subject.app)
      .post('/api/auth/login')
      .send({ email: account.email, password: 'not-the-password' });
    const unknownEmail = await request(subject.app)
      .post('/api/auth/login')
      .send({ email: 'nobody@example.com', password: 'not-the-password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: { code: 'unauthorized', reason: 'invalid_credentials', message: 'Invalid email or password' },
      });
    }
  });

  it('refuses a password login to an account created through Google', async () => {
    await subject.database.db
      .insertInto('users')
      .values({
        id: 'google-only',
        name: 'G',
        email: 'google-only@example.com',
        password_hash: null,
        google_id: 'g-1',
        photo: null,
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const response = await request(subject.app)
      .post('/api/auth/login')
      .send({ email: 'google-only@example.com', password: 'anything' });
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Invalid email or password');
  });

  it('answers 400 with field messages for a missing password, a malformed email and wrong types', async () => {
    const response = await request(subject.app).post('/api/auth/login').send({ email: 'ann@' });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      email: validationMessages.emailFormat,
      password: validationMessages.required,
    });
    const wrongTypes = await request(subject.app).post('/api/auth/login').send({ email: 1, password: true });
    expect(wrongTypes.status).toBe(400);
    const malformed = await request(subject.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('not json');
    expect(malformed.status).toBe(400);
  });
});

describe('login rate limits', () => {
  let subject: AuthTestApp;
  const minute = 60_000;
  beforeAll(async () => {
    subject = await createAuthTestApp('sqlite', {
      loginLimits: {
        perIp: { limit: 6, windowMs: minute },
        perAccountFromAddress: { limit: 3, windowMs: 15 * minute },
      },
    });
  });
  afterAll(() => subject.database.dispose());

  const loginFrom = (address: string, email: string, password: string) =>
    request(subject.app).post('/api/auth/login').set('x-forwarded-for', address).send({ email, password });

  it('answers 429 in the common error shape after too many failed attempts on one email from one address', async () => {
    const account = await registerTestAccount(subject.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await loginFrom('203.0.113.9', account.email.toUpperCase(), 'wrong-password')).status).toBe(
        401,
      );
    }
    const blocked = await loginFrom('203.0.113.9', account.email, account.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      error: {
        code: 'rate_limited',
        reason: 'too_many_sign_in_attempts',
        message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner sign in from their own address while someone else guesses at the account', async () => {
    const account = await registerTestAccount(subject.app);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await loginFrom('198.51.100.66', account.email, `guess-${attempt}`);
    }
    expect((await loginFrom('198.51.100.66', account.email, 'guess-5')).status).toBe(429);
    expect((await loginFrom('192.0.2.10', account.email, account.password)).status).toBe(200);
  });

  it('does not count successful logins against the email, but counts every attempt from one address', async () => {
    const account = await registerTestAccount(subject.app);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await loginFrom('192.0.2.20', account.email, account.password)).status).toBe(200);
    }
    expect((await loginFrom('192.0.2.20', 'other@example.com', 'whatever')).status).toBe(401);
    expect((await loginFrom('192.0.2.20', 'other@example.com', 'whatever')).status).toBe(401);
    // Six attempts per address per minute in this set-up, all six used above.
    const beyondAddressLimit = await loginFrom('192.0.2.20', 'other@example.com', 'whatever');
    expect(beyondAddressLimit.status).toBe(429);
    expect(beyondAddressLimit.body.error.message).toBe(
      'Too many sign-in attempts. Please wait 1 minute and try again.',
    );
  });
});
