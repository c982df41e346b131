import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { audioCatalogueSchema } from '@steady/contracts';
import { createKeyCipher, createLogger, defaultTokenLifetimeSeconds } from '@steady/service-common';
import { testDialects, testKeyEncryptionSecret } from '@steady/service-common/testing';
import { buildApp } from '../http/app';
import { createAudioUrlSigner } from './audio-url-signer';
import type { LibraryTrack } from '../audio/load-audio-library';
import { getAudio } from '../testing/audio-requests';
import { startContentTestApp, testAudioLibrary, type ContentTestApp } from '../testing/content-test-app';

const library = testAudioLibrary();
const premiumTrack = library.tracks.find((track) => track.kind === 'ambient')!;
const otherPremiumTrack = library.tracks.find((track) => track.kind === 'affirmation')!;
const moodTrack = library.tracks.find((track) => track.kind === 'mood')!;
const bytesOf = (track: LibraryTrack) =>
  fs.readFileSync(path.join(library.directory, track.files.en.mp3.fileName));
const plainUrlOf = (track: LibraryTrack) => `/api/audio/files/${track.files.en.mp3.publicName}`;
const tenMinutes = 10 * 60;

describe.each(testDialects())('the audio files on %s', (dialect) => {
  let content: ContentTestApp;

  beforeEach(async () => {
    content = await startContentTestApp(dialect);
    content.billing.statuses.set('pam', 'active');
  });
  afterEach(() => content.dispose());

  /** The address the catalogue gives `userId` (a guest without one) for a track. */
  async function catalogueUrlOf(track: LibraryTrack, userId?: string): Promise<string> {
    const call = request(content.app).get('/api/audio/catalogue?lang=en');
    if (userId) call.set('Authorization', await content.authorization(userId));
    const catalogue = audioCatalogueSchema.parse((await call.expect(200)).body);
    return catalogue.tracks.find((candidate) => candidate.id === track.id)!.file;
  }

  const expectPremiumRefusal = (response: request.Response) => {
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({
      code: 'forbidden',
      message: 'This sound is part of Premium.',
    });
  };

  it('refuses a premium file to a guest and to a free user: their address carries no signature', async () => {
    for (const userId of [undefined, 'fay']) {
      const url = await catalogueUrlOf(premiumTrack, userId);
      expect(url).toBe(plainUrlOf(premiumTrack));
      expectPremiumRefusal(await getAudio(content.app, url));
    }
  });

  it("plays a premium file at a premium user's signed address, privately cached until it expires", async () => {
    const response = await getAudio(content.app, await catalogueUrlOf(premiumTrack, 'pam')).expect(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(response.body, bytesOf(premiumTrack))).toBe(0);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
    // Signed for minutes: a subscription that ends stops its addresses within 15 minutes.
    expect(maxAge).toBeGreaterThanOrEqual(tenMinutes - 5);
    expect(maxAge).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses a tampered, expired, borrowed or incomplete signature', async () => {
    const signedUrl = await catalogueUrlOf(premiumTrack, 'pam');
    const { expires, signature } = Object.fromEntries(new URL(signedUrl, 'http://x').searchParams);
    const flipped = `${signature!.slice(0, 10)}${signature![10] === 'A' ? 'B' : 'A'}${signature!.slice(11)}`;
    const storedSecret = await content.database.db
      .selectFrom('service_secrets')
      .select('value')
      .executeTakeFirstOrThrow();
    const twentyMinutesAgo = createAudioUrlSigner({
      secret: async () => createKeyCipher(testKeyEncryptionSecret).decrypt(storedSecret.value),
      now: () => Date.now() - 2 * tenMinutes * 1000,
    });
    const stale = await twentyMinutesAgo.sign(premiumTrack.files.en.mp3.publicName);
    const otherFileUrl = await catalogueUrlOf(otherPremiumTrack, 'pam');
    const plain = plainUrlOf(premiumTrack);
    for (const url of [
      `${plain}?expires=${expires}&signature=${flipped}`,
      `${plain}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${plain}?expires=${stale.expires}&signature=${stale.signature}`,
      `${plain}${new URL(otherFileUrl, 'http://x').search}`,
      `${plain}?signature=${signature}`,
      `${plain}?expires=${expires}&expires=${expires}&signature=${signature}`,
      `${plain}?expires=${expires}&signature=${'x'.repeat(5000)}`,
    ]) {
      expectPremiumRefusal(await getAudio(content.app, url));
    }
  });

  it('serves free mood audio to anyone, cached publicly forever', async () => {
    const response = await getAudio(content.app, plainUrlOf(moodTrack)).expect(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['last-modified']).toBeDefined();
    expect(Buffer.compare(response.body, bytesOf(moodTrack))).toBe(0);
    await getAudio(content.app, plainUrlOf(moodTrack), { 'If-None-Match': response.headers.etag! }).expect(
      304,
    );
  });

  it('answers a Range request with 206 and just those bytes', async () => {
    const whole = bytesOf(moodTrack);
    const response = await getAudio(content.app, plainUrlOf(moodTrack), { Range: 'bytes=100-299' }).expect(
      206,
    );
    expect(response.headers['content-range']).toBe(`bytes 100-299/${whole.length}`);
    expect(Buffer.compare(response.body, whole.subarray(100, 300))).toBe(0);
    const signed = await catalogueUrlOf(premiumTrack, 'pam');
    const tail = await getAudio(content.app, signed, { Range: 'bytes=-50' }).expect(206);
    expect(tail.headers['content-range']).toBe(
      `bytes ${premiumTrack.files.en.mp3.bytes - 50}-${premiumTrack.files.en.mp3.bytes - 1}/${premiumTrack.files.en.mp3.bytes}`,
    );
  });

  it('answers 416 in JSON for a range beyond the file', async () => {
    const response = await getAudio(content.app, plainUrlOf(moodTrack), { Range: 'bytes=99999999-' }).expect(
      416,
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-range']).toBe(`bytes */${moodTrack.files.en.mp3.bytes}`);
  });

  it.each([
    ['an unknown name', '/api/audio/files/thunder.0123456789.mp3'],
    [
      'a name whose recording has changed since',
      plainUrlOf(moodTrack).replace(/\.[0-9a-f]{10}\.mp3$/, '.0000000000.mp3'),
    ],
    ['the file name on disk', `/api/audio/files/${moodTrack.files.en.mp3.fileName}`],
    ['a path out of the folder', '/api/audio/files/..%2F..%2Fpackage.json'],
    ['a very long name', `/api/audio/files/${'a'.repeat(5000)}.mp3`],
  ])('answers 404 in JSON for %s', async (_, url) => {
    const response = await getAudio(content.app, url).expect(404);
    expect(response.body.error).toMatchObject({ code: 'not_found', reason: 'unknown_sound' });
  });

  it('answers 400, not 500, for a broken %-escape in the name', async () => {
    const response = await getAudio(content.app, '/api/audio/files/%E0%A4%A.mp3').expect(400);
    expect(response.body.error.code).toBe('bad_request');
  });

  it('keeps a signed address playing on another instance and after a restart (the secret is in the database)', async () => {
    const signedUrl = await catalogueUrlOf(premiumTrack, 'pam');
    const restarted = buildApp({
      logger: createLogger({ name: 'content', level: 'silent' }),
      database: content.database,
      config: {
        authJwksUrls: ['http://127.0.0.1:9/api/auth/jwks.json'],
        authInternalUrls: ['http://127.0.0.1:9'],
        tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
        keyEncryptionSecret: testKeyEncryptionSecret,
      },
      audio: library,
    });
    await getAudio(restarted, signedUrl).expect(200);
  });

  it('signs with AUDIO_SIGNING_SECRET when it is configured', async () => {
    const audioSigningSecret = 'a-configured-secret-of-at-least-32-characters';
    const configured = buildApp({
      logger: createLogger({ name: 'content', level: 'silent' }),
      database: content.database,
      config: {
        authJwksUrls: ['http://127.0.0.1:9/api/auth/jwks.json'],
        authInternalUrls: ['http://127.0.0.1:9'],
        tokenLifetimeSeconds: defaultTokenLifetimeSeconds,
        keyEncryptionSecret: testKeyEncryptionSecret,
        audioSigningSecret,
      },
      audio: library,
    });
    const signer = createAudioUrlSigner({ secret: async () => audioSigningSecret });
    const { expires, signature } = await signer.sign(premiumTrack.files.en.mp3.publicName);
    const url = `${plainUrlOf(premiumTrack)}?expires=${expires}&signature=${signature}`;
    await getAudio(configured, url).expect(200);
    expectPremiumRefusal(await getAudio(content.app, url));
  });
});
