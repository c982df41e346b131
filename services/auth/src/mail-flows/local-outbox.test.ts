import request from 'supertest';
import { internalRequestHeaders } from '@steady/service-common';
import { testInternalToken } from '@steady/service-common/testing';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';
import { createMailTestApp } from '../testing/mail-test-app';

describe('the local outbox (LOCAL_OUTBOX=1, no SMTP_URL)', () => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp('sqlite', { publicUrl: 'http://localhost:8080' });
  });
  afterAll(() => subject.database.dispose());

  it('keeps the reset mail, labelled as not sent, with its link to open', async () => {
    const account = await registerTestAccount(subject.app);
    await request(subject.app).post('/api/auth/password/forgot').send({ email: account.email });
    let page = '';
    for (let attempt = 0; attempt < 100 && !page.includes(account.email); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      page = (await request(subject.app).get('/api/auth/local-outbox')).text;
    }
    expect(page).toContain('Local outbox — mails are not sent');
    expect(page).toContain(account.email);
    expect(page).toMatch(/<a href="http:\/\/localhost:8080\/reset-password\?token=[\w-]{43}">/);
    const russian = await request(subject.app).get('/api/auth/local-outbox?lang=ru');
    expect(russian.text).toContain('Локальный ящик исходящих — письма не отправляются');
    // A page's security headers, with the outbox's own policy.
    expect(russian.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(russian.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('does not exist for a client on another machine, which the gateway names in X-Forwarded-For', async () => {
    const account = await registerTestAccount(subject.app);
    await request(subject.app).post('/api/auth/password/forgot').send({ email: account.email });
    // The gateway listens on every interface and appends the address a request came from.
    for (const forwardedFor of ['192.0.2.7', '127.0.0.1, 192.0.2.7', '10.0.0.5', '::ffff:192.0.2.7']) {
      const response = await request(subject.app)
        .get('/api/auth/local-outbox')
        .set('X-Forwarded-For', forwardedFor);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
      expect(response.text).not.toContain(account.email);
    }
    // A browser on this machine, through the gateway.
    const local = await request(subject.app)
      .get('/api/auth/local-outbox')
      .set('X-Forwarded-For', '::ffff:127.0.0.1');
    expect(local.status).toBe(200);
  });

  it('does not exist when SMTP is configured', async () => {
    const withSmtp = await createMailTestApp('sqlite');
    expect((await request(withSmtp.app).get('/api/auth/local-outbox')).status).toBe(404);
    await withSmtp.close();
  });
});

describe('GET /internal/users/:userId/contact', () => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp('sqlite');
  });
  afterAll(() => subject.database.dispose());

  it('answers where to write to a user, and 404 for an unknown one', async () => {
    const account = await registerTestAccount(subject.app, 'Ann');
    const contact = await request(subject.app)
      .get(`/internal/users/${account.user.id}/contact`)
      .set(internalRequestHeaders(testInternalToken));
    expect(contact.body).toEqual({ email: account.email, name: 'Ann' });
    const unknown = await request(subject.app)
      .get('/internal/users/nobody/contact')
      .set(internalRequestHeaders(testInternalToken));
    expect(unknown.status).toBe(404);
  });
});
