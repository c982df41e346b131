import request from 'supertest';
import { userSchema } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { registerTestAccount } from '../testing/auth-test-app';
import { createPremiumTestApp, type PremiumTestApp } from '../premium/premium-test-app';

describe.each(testDialects())('the chosen theme on %s', (dialect) => {
  let subject: PremiumTestApp;
  beforeAll(async () => {
    subject = await createPremiumTestApp(dialect);
  });
  afterAll(() => subject.close());

  const saveTheme = (authorization: string, body: unknown) =>
    request(subject.app)
      .put('/api/user/theme')
      .set('Authorization', authorization)
      .send(body as object);
  const profile = async (authorization: string) =>
    userSchema.parse(
      (await request(subject.app).get('/api/auth/profile').set('Authorization', authorization)).body,
    );

  it('keeps a premium user’s theme and returns it with the profile', async () => {
    const account = await registerTestAccount(subject.app);
    subject.setStatus(account.user.id, 'active');
    expect((await profile(account.authorization)).theme).toBeUndefined();

    const saved = await saveTheme(account.authorization, { theme: 'dusk' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ theme: 'dusk' });
    expect((await profile(account.authorization)).theme).toBe('dusk');

    await saveTheme(account.authorization, { theme: 'system' });
    expect((await profile(account.authorization)).theme).toBe('system');
  });

  it('tells a user without Premium that themes are part of it', async () => {
    const account = await registerTestAccount(subject.app);
    const refused = await saveTheme(account.authorization, { theme: 'high-contrast' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden', reason: 'premium_required' });
    expect((await profile(account.authorization)).theme).toBeUndefined();
  });

  it.each([{}, { theme: 'neon' }, { theme: 3 }, 'dusk'])('answers 400 for the body %p', async (body) => {
    const account = await registerTestAccount(subject.app);
    subject.setStatus(account.user.id, 'active');
    const answer = await saveTheme(account.authorization, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
  });

  it('asks for sign-in', async () => {
    expect((await request(subject.app).put('/api/user/theme').send({ theme: 'dusk' })).status).toBe(401);
  });
});
