import request from 'supertest';
import { audioFileListSchema, moodAudioSchema, moods } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { getAudio } from '../testing/audio-requests';
import { startContentTestApp, testAudioLibrary, type ContentTestApp } from '../testing/content-test-app';

const library = testAudioLibrary();
const idsOf = (kind: string) =>
  library.tracks.filter((track) => track.kind === kind).map((track) => track.id);
const [firstAmbient, secondAmbient] = idsOf('ambient') as [string, string];
const [firstAffirmation] = idsOf('affirmation') as [string];
const signedQuery = /\?expires=\d+&signature=[\w-]{43}$/;
const publicNameOf = (url: string) => /^\/api\/audio\/files\/([^?]+)/.exec(url)?.[1];

describe.each(testDialects())('the spec audio calls on %s', (dialect) => {
  let content: ContentTestApp;
  let freeUser: string;
  let premiumUser: string;

  beforeEach(async () => {
    content = await startContentTestApp(dialect);
    content.billing.statuses.set('pam', 'active');
    [freeUser, premiumUser] = await Promise.all([content.authorization('fay'), content.authorization('pam')]);
  });
  afterEach(() => content.dispose());

  const get = (url: string, authorization?: string) => {
    const call = request(content.app).get(url);
    return authorization ? call.set('Authorization', authorization) : call;
  };

  describe('GET /api/audio/:mood', () => {
    it('asks a guest to log in', async () => {
      const response = await get('/api/audio/anxiety').expect(401);
      expect(response.body.error).toMatchObject({
        code: 'unauthorized',
        message: 'Log in to listen to calming audio',
      });
    });

    it.each(moods)('gives a signed-in user the %s audio, which then plays', async (mood) => {
      const body = moodAudioSchema.parse((await get(`/api/audio/${mood}`, freeUser).expect(200)).body);
      expect(body.success).toBe(true);
      const track = library.tracks.find((candidate) => candidate.kind === 'mood' && candidate.mood === mood)!;
      expect(publicNameOf(body.url)).toBe(track.files.en.mp3.publicName);
      const file = await getAudio(content.app, body.url).expect(200);
      expect(file.headers['content-type']).toBe('audio/mpeg');
    });

    it('uses the file of the language asked for', async () => {
      const body = moodAudioSchema.parse(
        (await get('/api/audio/overwhelm?lang=ru', freeUser).expect(200)).body,
      );
      const track = library.tracks.find((candidate) => candidate.mood === 'overwhelm')!;
      expect(publicNameOf(body.url)).toBe(track.files.ru.mp3.publicName);
    });

    it.each([
      ['a word that is no state', 'calm'],
      ['the sixth tile', 'unknown'],
      ['a state in capitals', 'ANXIETY'],
      ['a very long name', 'x'.repeat(3000)],
    ])('answers 404 for %s', async (_, mood) => {
      const response = await get(`/api/audio/${mood}`, freeUser).expect(404);
      expect(response.body.error).toMatchObject({
        code: 'not_found',
        reason: 'no_audio_for_state',
        message: 'No calming audio for this state',
      });
    });

    it('answers 400 for a broken %-escape or a language it does not speak', async () => {
      await get('/api/audio/%E0%A4%A', freeUser).expect(400);
      await get('/api/audio/anxiety?lang=fr', freeUser).expect(400);
    });
  });

  describe('GET /api/music', () => {
    it('lists the ambient tracks asked for, in that order, signed for a premium user', async () => {
      const response = await get(`/api/music?names=${secondAmbient},${firstAmbient}`, premiumUser).expect(
        200,
      );
      const files = audioFileListSchema.parse(response.body);
      expect(files.map(({ file }) => publicNameOf(file))).toEqual([
        library.tracksById.get(secondAmbient)!.files.en.mp3.publicName,
        library.tracksById.get(firstAmbient)!.files.en.mp3.publicName,
      ]);
      expect(files.every(({ file }) => signedQuery.test(file))).toBe(true);
      await getAudio(content.app, files[0]!.file).expect(200);
    });

    it('gives a free user plain addresses, which the files refuse', async () => {
      const files = audioFileListSchema.parse((await get(`/api/music?names=${firstAmbient}`, freeUser)).body);
      expect(signedQuery.test(files[0]!.file)).toBe(false);
      await getAudio(content.app, files[0]!.file).expect(403);
    });

    it('names every unknown sound in one 400, including tracks that are not ambient', async () => {
      const response = await get(`/api/music?names=${firstAmbient},foo,${firstAffirmation},foo`).expect(400);
      expect(response.body.error).toEqual({
        code: 'bad_request',
        reason: 'unknown_sound',
        message: `Unknown sounds: foo, ${firstAffirmation}`,
      });
    });

    it.each([
      ['no names', ''],
      ['an empty list', '?names='],
      ['only commas', '?names=,,,'],
      ['names given twice', `?names=${firstAmbient}&names=${secondAmbient}`],
      ['names as an object', '?names[a]=rain'],
      ['a name that is not an id', '?names=Rain%20Drops'],
      ['a huge name', `?names=${'a'.repeat(5000)}`],
      ['more than 30 names', `?names=${Array.from({ length: 31 }, () => firstAmbient).join(',')}`],
    ])('answers 400 for %s', async (_, query) => {
      const response = await get(`/api/music${query}`).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
    });
  });

  describe('GET /api/audio-techniques', () => {
    it('lists affirmations, guides and the guides of techniques by id, in the language asked for', async () => {
      const guide = library.tracks.find((track) => track.techniqueId === 'body-scan')!;
      const url = `/api/audio-techniques?names=body-scan,${firstAffirmation},${guide.id}&lang=ru`;
      const files = audioFileListSchema.parse((await get(url, premiumUser).expect(200)).body);
      expect(files.map(({ file }) => publicNameOf(file))).toEqual([
        guide.files.ru.mp3.publicName,
        library.tracksById.get(firstAffirmation)!.files.ru.mp3.publicName,
        guide.files.ru.mp3.publicName,
      ]);
      for (const { file } of files) {
        expect(file).toMatch(signedQuery);
        await getAudio(content.app, file).expect(200);
      }
    });

    it('gives a guest plain addresses, which the files refuse', async () => {
      const files = audioFileListSchema.parse(
        (await get('/api/audio-techniques?names=body-scan').expect(200)).body,
      );
      await getAudio(content.app, files[0]!.file).expect(403);
    });

    it('names the unknown sounds, ambient tracks and techniques without audio in one 400', async () => {
      const response = await get(`/api/audio-techniques?names=${firstAmbient},breath-loop,nothing`).expect(
        400,
      );
      expect(response.body.error.message).toBe(`Unknown sounds: ${firstAmbient}, breath-loop, nothing`);
    });

    it('answers 400 for no names', async () => {
      await get('/api/audio-techniques?names=').expect(400);
      await get('/api/audio-techniques').expect(400);
    });
  });
});
