import request from 'supertest';
import sharp from 'sharp';
import { profilePhotoPath, userSchema, validationMessages } from '@steady/contracts';
import { internalRequestHeaders } from '@steady/service-common';
import { testDialects, testInternalToken } from '@steady/service-common/testing';
import { createAuthTestApp, registerTestAccount, type AuthTestApp } from '../testing/auth-test-app';
import { createPremiumTestApp } from '../premium/premium-test-app';

const photoOf = (format: 'png' | 'jpeg' | 'webp', size = 600) =>
  sharp({ create: { width: size, height: size / 2, channels: 3, background: '#3a7bd5' } })
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Someone' } })
    .toFormat(format)
    .toBuffer();

describe.each(testDialects())('self-service on the profile on %s', (dialect) => {
  let subject: AuthTestApp;
  beforeAll(async () => {
    subject = await createAuthTestApp(dialect);
  });
  afterAll(() => subject.database.dispose());

  describe('POST /api/auth/password/change', () => {
    const change = (authorization: string, body: object) =>
      request(subject.app).post('/api/auth/password/change').set('Authorization', authorization).send(body);
    const login = (email: string, password: string) =>
      request(subject.app).post('/api/auth/login').send({ email, password });

    it('changes the password when the current one is right: the new one signs in, the old one no longer', async () => {
      const account = await registerTestAccount(subject.app);
      const response = await change(account.authorization, {
        currentPassword: account.password,
        newPassword: 'brand-new-secret',
      });
      expect(response.status).toBe(204);
      expect((await login(account.email, 'brand-new-secret')).status).toBe(200);
      expect((await login(account.email, account.password)).status).toBe(401);
    });

    it('refuses a wrong current password and a new one shorter than 6 characters', async () => {
      const account = await registerTestAccount(subject.app);
      const wrong = await change(account.authorization, {
        currentPassword: 'guess',
        newPassword: 'brand-new',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toMatchObject({
        reason: 'wrong_current_password',
        fields: { currentPassword: 'The current password is not right' },
      });
      const short = await change(account.authorization, {
        currentPassword: account.password,
        newPassword: '12345',
      });
      expect(short.body.error.fields).toEqual({ newPassword: validationMessages.passwordLength });
      expect((await login(account.email, account.password)).status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await request(subject.app).post('/api/auth/password/change').send({})).status).toBe(401);
    });
  });

  describe('PATCH /api/auth/profile', () => {
    it("changes the signed-in user's own name, trimmed", async () => {
      const account = await registerTestAccount(subject.app, 'Old Name');
      const other = await registerTestAccount(subject.app, 'Other');
      const response = await request(subject.app)
        .patch('/api/auth/profile')
        .set('Authorization', account.authorization)
        .send({ name: '  Новое имя ' });
      expect(response.status).toBe(200);
      expect(userSchema.parse(response.body).name).toBe('Новое имя');
      const otherProfile = await request(subject.app)
        .get('/api/auth/profile')
        .set('Authorization', other.authorization);
      expect(otherProfile.body.name).toBe('Other');
    });

    it('refuses an empty or too long name', async () => {
      const account = await registerTestAccount(subject.app);
      for (const [name, message] of [
        ['   ', validationMessages.required],
        ['x'.repeat(101), 'A name can be at most 100 characters'],
      ]) {
        const response = await request(subject.app)
          .patch('/api/auth/profile')
          .set('Authorization', account.authorization)
          .send({ name });
        expect(response.status).toBe(400);
        expect(response.body.error.fields).toEqual({ name: message });
      }
    });
  });

  describe('PUT and GET /api/auth/profile/photo', () => {
    const upload = (authorization: string, body: Buffer, contentType: string) =>
      request(subject.app)
        .put(profilePhotoPath)
        .set('Authorization', authorization)
        .set('Content-Type', contentType)
        .send(body);
    const download = (authorization: string) =>
      request(subject.app)
        .get(profilePhotoPath)
        .set('Authorization', authorization)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });

    it('accepts a PNG sent as a ".jpg", stores a 256×256 JPEG without EXIF, and shows it to its owner only', async () => {
      const account = await registerTestAccount(subject.app);
      const png = await photoOf('png');
      expect((await sharp(png).metadata()).exif).toBeDefined();
      const response = await upload(account.authorization, png, 'image/jpeg');
      expect(response.status).toBe(200);
      expect(userSchema.parse(response.body).uploadedPhotoAt).toBe('2026-03-01T10:00:00.000Z');

      const served = await download(account.authorization);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('private, no-store');
      const stored = await sharp(served.body as Buffer).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
      expect(stored.exif).toBeUndefined();
      expect((served.body as Buffer).includes('Secret Camera Owner')).toBe(false);

      const other = await registerTestAccount(subject.app);
      expect((await download(other.authorization)).status).toBe(404);
      expect((await request(subject.app).get(profilePhotoPath)).status).toBe(401);
    });

    it('accepts JPEG and WebP too', async () => {
      const account = await registerTestAccount(subject.app);
      for (const format of ['jpeg', 'webp'] as const) {
        expect(
          (await upload(account.authorization, await photoOf(format), 'application/octet-stream')).status,
        ).toBe(200);
      }
    });

    it('refuses a text file named like a PNG, a GIF, and an empty body', async () => {
      const account = await registerTestAccount(subject.app);
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      for (const body of [Buffer.from('this is not a picture at all'), gif, Buffer.alloc(0)]) {
        const response = await upload(account.authorization, body, 'image/png');
        expect(response.status).toBe(400);
        expect(response.body.error.reason).toBe('photo_not_an_image');
      }
    });

    it('refuses a PNG whose content is cut off after its signature', async () => {
      const account = await registerTestAccount(subject.app);
      const png = await photoOf('png');
      const response = await upload(account.authorization, png.subarray(0, 40), 'image/png');
      expect(response.body.error.reason).toBe('photo_not_an_image');
    });

    it('refuses a file over 2 MB with 413', async () => {
      const account = await registerTestAccount(subject.app);
      const png = await photoOf('png');
      const tooBig = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
      const response = await upload(account.authorization, tooBig, 'image/png');
      expect(response.status).toBe(413);
      expect(response.body.error.reason).toBe('photo_too_large');
    });
  });

  describe('the health-data consent', () => {
    it('is not given at sign-up, is stored with its time when given, and can be revoked', async () => {
      const account = await registerTestAccount(subject.app, 'Ann', { healthConsent: false });
      const consent = () =>
        request(subject.app).get('/api/auth/consents/health').set('Authorization', account.authorization);
      expect((await consent()).body).toEqual({ granted: false, grantedAt: null });
      const given = await request(subject.app)
        .put('/api/auth/consents/health')
        .set('Authorization', account.authorization)
        .send({ granted: true });
      expect(given.body).toEqual({ granted: true, grantedAt: '2026-03-01T10:00:00.000Z' });
      await request(subject.app)
        .put('/api/auth/consents/health')
        .set('Authorization', account.authorization)
        .send({ granted: false });
      expect((await consent()).body).toEqual({ granted: false, grantedAt: null });
    });
  });

  describe('the journal without the health-data consent', () => {
    it('is not stored (403 health_consent_required) until consent is given', async () => {
      const premium = await createPremiumTestApp(dialect);
      try {
        const account = await registerTestAccount(premium.app, 'Ann', { healthConsent: false });
        premium.setStatus(account.user.id, 'active');
        const write = () =>
          request(premium.app)
            .post('/api/journal')
            .set('Authorization', account.authorization)
            .send({ date: '2026-03-01T09:00:00+01:00', state: 'anxiety', text: 'Private words' });
        const refused = await write();
        expect(refused.status).toBe(403);
        expect(refused.body.error.reason).toBe('health_consent_required');
        const stored = await premium.database.db.selectFrom('journal_entries').select('id').execute();
        expect(stored).toEqual([]);
        await request(premium.app)
          .put('/api/auth/consents/health')
          .set('Authorization', account.authorization)
          .send({ granted: true });
        expect((await write()).status).toBe(201);
      } finally {
        await premium.close();
      }
    });
  });

  it('tells content whether a user consented, through the internal route only', async () => {
    const account = await registerTestAccount(subject.app, 'Ann', { healthConsent: false });
    const internal = await request(subject.app)
      .get(`/internal/users/${account.user.id}/health-consent`)
      .set(internalRequestHeaders(testInternalToken));
    expect(internal.body).toEqual({ granted: false, grantedAt: null });
    const unknown = await request(subject.app)
      .get('/internal/users/nobody/health-consent')
      .set(internalRequestHeaders(testInternalToken));
    expect(unknown.body).toEqual({ granted: false, grantedAt: null });
  });
});
