import request from 'supertest';
import { maximumSavedMixes, savedMixListSchema, savedMixSchema, type MixTrack } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { createSavedMixRepository } from './saved-mixes-repository';
import { startContentTestApp, testAudioLibrary, type ContentTestApp } from '../testing/content-test-app';

const library = testAudioLibrary();
const ambientIds = library.tracks.filter((track) => track.kind === 'ambient').map((track) => track.id);
const [rain, noise, ocean, forest] = ambientIds as [string, string, string, string];
const affirmation = library.tracks.find((track) => track.kind === 'affirmation')!.id;

describe.each(testDialects())('saved mixes on %s', (dialect) => {
  let content: ContentTestApp;
  let pam: string;
  let pia: string;
  let fay: string;

  beforeEach(async () => {
    content = await startContentTestApp(dialect);
    content.billing.statuses.set('pam', 'active').set('pia', 'active');
    [pam, pia, fay] = await Promise.all([
      content.authorization('pam'),
      content.authorization('pia'),
      content.authorization('fay'),
    ]);
  });
  afterEach(() => content.dispose());

  const list = (authorization: string) =>
    request(content.app).get('/api/audio/mixes').set('Authorization', authorization);
  const save = (authorization: string, body: unknown) =>
    request(content.app)
      .post('/api/audio/mixes')
      .set('Authorization', authorization)
      .send(body as object);
  const remove = (authorization: string, id: string) =>
    request(content.app).delete(`/api/audio/mixes/${id}`).set('Authorization', authorization);
  const tracks = (...ids: string[]): MixTrack[] =>
    ids.map((trackId, index) => ({ trackId, volume: 30 + index }));

  it('saves a mix, lists it and deletes it', async () => {
    const saved = savedMixSchema.parse(
      (await save(pam, { name: '  Rainy focus  ', tracks: tracks(rain, noise) }).expect(201)).body,
    );
    expect(saved).toMatchObject({ name: 'Rainy focus', tracks: tracks(rain, noise) });
    expect(new Date(saved.createdAt).toISOString()).toBe(saved.createdAt);
    expect(savedMixListSchema.parse((await list(pam).expect(200)).body)).toEqual([saved]);

    await remove(pam, saved.id).expect(204);
    expect((await list(pam).expect(200)).body).toEqual([]);
    await remove(pam, saved.id).expect(404);
  });

  it('lists mixes newest first, keeping names in any script', async () => {
    await save(pam, { name: 'Первый 🌧', tracks: tracks(rain) }).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await save(pam, { name: 'Second', tracks: tracks(ocean, forest, noise) }).expect(201);
    const mixes = savedMixListSchema.parse((await list(pam).expect(200)).body);
    expect(mixes.map((mix) => mix.name)).toEqual(['Second', 'Первый 🌧']);
    expect(mixes[0]!.tracks).toEqual(tracks(ocean, forest, noise));
  });

  it("shows and deletes only the user's own mixes: another's id is not found", async () => {
    const saved = (await save(pam, { name: 'Mine', tracks: tracks(rain) }).expect(201)).body;
    expect((await list(pia).expect(200)).body).toEqual([]);
    const response = await remove(pia, saved.id).expect(404);
    expect(response.body.error).toMatchObject({ code: 'not_found', reason: 'saved_mix_not_found' });
    expect((await list(pam).expect(200)).body).toHaveLength(1);
    await remove(pam, 'no-such-mix').expect(404);
    await remove(pam, 'x'.repeat(3000)).expect(404);
  });

  it('needs a signed-in user', async () => {
    await request(content.app).get('/api/audio/mixes').expect(401);
    await request(content.app)
      .post('/api/audio/mixes')
      .send({ name: 'x', tracks: tracks(rain) })
      .expect(401);
    await request(content.app).delete('/api/audio/mixes/some-id').expect(401);
  });

  it('is part of Premium: a free user gets 403 with a clear message', async () => {
    for (const response of [
      await list(fay),
      await save(fay, { name: 'x', tracks: tracks(rain) }),
      await remove(fay, 'some-id'),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.error).toMatchObject({
        code: 'forbidden',
        reason: 'premium_required',
        message: 'Saving mixes is part of Premium.',
      });
    }
  });

  it('refuses sounds that are not ambient tracks, naming them', async () => {
    const response = await save(pam, { name: 'x', tracks: tracks(rain, 'thunder', affirmation) }).expect(400);
    expect(response.body.error).toEqual({
      code: 'bad_request',
      reason: 'unknown_sound',
      message: `Unknown sounds: thunder, ${affirmation}`,
    });
  });

  it('refuses a sound used twice in one mix', async () => {
    const response = await save(pam, { name: 'x', tracks: tracks(rain, rain) }).expect(400);
    expect(response.body.error).toMatchObject({
      reason: 'mix_sound_repeated',
      message: `A mix uses each sound once: ${rain} appears twice.`,
    });
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['a list instead of a mix', [{ name: 'x' }]],
    ['no name', { tracks: [{ trackId: 'rain', volume: 50 }] }],
    ['a blank name', { name: '   ', tracks: [{ trackId: 'rain', volume: 50 }] }],
    ['a name over 60 characters', { name: 'n'.repeat(61), tracks: [{ trackId: 'rain', volume: 50 }] }],
    ['a name that is a number', { name: 7, tracks: [{ trackId: 'rain', volume: 50 }] }],
    ['no sounds', { name: 'x', tracks: [] }],
    ['four sounds', { name: 'x', tracks: ['a', 'b', 'c', 'd'].map((trackId) => ({ trackId, volume: 5 })) }],
    ['a volume over 100', { name: 'x', tracks: [{ trackId: 'rain', volume: 101 }] }],
    ['a fractional volume', { name: 'x', tracks: [{ trackId: 'rain', volume: 1.5 }] }],
    ['a volume as text', { name: 'x', tracks: [{ trackId: 'rain', volume: '50' }] }],
    ['a track id that is not an id', { name: 'x', tracks: [{ trackId: '../rain', volume: 50 }] }],
  ])('answers 400 for %s', async (_, body) => {
    const response = await save(pam, body).expect(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('answers 400 for a body that is not JSON', async () => {
    await request(content.app)
      .post('/api/audio/mixes')
      .set('Authorization', pam)
      .set('content-type', 'application/json')
      .send('{"name": ')
      .expect(400);
  });

  it(`keeps at most ${maximumSavedMixes} mixes per user, then asks to delete one`, async () => {
    const repository = createSavedMixRepository(content.database);
    for (let index = 0; index < maximumSavedMixes; index += 1) {
      const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString();
      await repository.save('pam', {
        id: `mix-${index}`,
        name: `Mix ${index}`,
        tracks: tracks(rain),
        createdAt,
      });
    }
    const response = await save(pam, { name: 'One more', tracks: tracks(rain) }).expect(409);
    expect(response.body.error).toMatchObject({
      code: 'conflict',
      reason: 'saved_mix_limit_reached',
      message: 'You can keep up to 50 mixes. Delete one to save another.',
    });
    await save(pia, { name: 'Pia has room', tracks: tracks(rain) }).expect(201);
    await remove(pam, 'mix-0').expect(204);
    await save(pam, { name: 'One more', tracks: tracks(rain) }).expect(201);
  });
});
