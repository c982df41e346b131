import request from 'supertest';
import { audioCatalogueSchema, languages, moods, type AudioCatalogue } from '@steady/contracts';
import { testDialects } from '@steady/service-common/testing';
import { startContentTestApp, testAudioLibrary, type ContentTestApp } from '../testing/content-test-app';

const library = testAudioLibrary();
const signedQuery = /\?expires=\d+&signature=[\w-]{43}$/;

describe.each(testDialects())('the audio catalogue on %s', (dialect) => {
  let content: ContentTestApp;
  let freeUser: string;
  let premiumUser: string;

  beforeEach(async () => {
    content = await startContentTestApp(dialect);
    content.billing.statuses.set('pam', 'active');
    [freeUser, premiumUser] = await Promise.all([content.authorization('fay'), content.authorization('pam')]);
  });
  afterEach(() => content.dispose());

  const catalogueFor = async (query: string, authorization?: string): Promise<AudioCatalogue> => {
    const call = request(content.app).get(`/api/audio/catalogue${query}`);
    const response = await (authorization ? call.set('Authorization', authorization) : call).expect(200);
    return audioCatalogueSchema.parse(response.body);
  };
  const countOf = (catalogue: AudioCatalogue, kind: string) =>
    catalogue.tracks.filter((track) => track.kind === kind).length;

  it.each(languages)(
    'lists every track in %s: 6+ ambient, 25 affirmations, 5 mood tracks, 5 guides',
    async (lang) => {
      const catalogue = await catalogueFor(`?lang=${lang}`);
      expect(countOf(catalogue, 'ambient')).toBeGreaterThanOrEqual(6);
      expect(countOf(catalogue, 'affirmation')).toBe(25);
      expect(countOf(catalogue, 'guide')).toBe(5);
      const moodTracks = catalogue.tracks.filter((track) => track.kind === 'mood');
      expect(moodTracks.map((track) => track.mood).sort()).toEqual([...moods].sort());
      expect(catalogue.presets.length).toBeGreaterThan(0);
    },
  );

  it('speaks Russian with ?lang=ru: every track and preset title differs from the English one', async () => {
    const [english, russian] = await Promise.all([catalogueFor('?lang=en'), catalogueFor('?lang=ru')]);
    expect(russian.tracks.map((track) => track.id)).toEqual(english.tracks.map((track) => track.id));
    russian.tracks.forEach((track, index) => expect(track.title).not.toBe(english.tracks[index]!.title));
    russian.presets.forEach((preset, index) => expect(preset.title).not.toBe(english.presets[index]!.title));
    const spoken = russian.tracks.filter((track) => track.kind === 'affirmation' || track.kind === 'guide');
    spoken.forEach((track) => expect(track.text).toMatch(/[а-яё]/i));
  });

  it('is in English without ?lang and refuses any other language with 400', async () => {
    const english = await catalogueFor('?lang=en');
    expect(await catalogueFor('')).toEqual(english);
    const response = await request(content.app).get('/api/audio/catalogue?lang=de').expect(400);
    expect(response.body.error.code).toBe('validation_failed');
  });

  it('gives each track its duration and, in MP3 and in Opus, its size and a fingerprinted file name', async () => {
    const catalogue = await catalogueFor('?lang=en');
    const fingerprinted = (extension: string) =>
      new RegExp(`^/api/audio/files/[a-z0-9.-]+\\.[0-9a-f]{10}\\.${extension}($|\\?)`);
    for (const track of catalogue.tracks) {
      const { mp3, opus } = library.tracksById.get(track.id)!.files.en;
      expect(track.bytes).toBe(mp3.bytes);
      expect(track.opus.bytes).toBe(opus.bytes);
      expect(track.durationSeconds).toBeGreaterThan(0);
      expect(track.file).toMatch(fingerprinted('mp3'));
      expect(track.opus.file).toMatch(fingerprinted('opus'));
    }
  });

  it('serves each format with its own type, the Opus at under half the MP3', async () => {
    const moodTrack = (await catalogueFor('?lang=en', freeUser)).tracks.find(
      (track) => track.kind === 'mood',
    )!;
    const mp3 = await request(content.app).get(moodTrack.file).expect(200);
    const opus = await request(content.app).get(moodTrack.opus.file).expect(200);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(opus.headers['content-type']).toBe('audio/ogg');
    expect(moodTrack.opus.bytes).toBeLessThan(moodTrack.bytes / 2);
  });

  it('locks everything for a guest: audio needs registration, and premium files stay unsigned', async () => {
    const catalogue = await catalogueFor('?lang=en');
    expect(catalogue.tracks.every((track) => track.locked)).toBe(true);
    expect(catalogue.tracks.some((track) => signedQuery.test(track.file))).toBe(false);
  });

  it('unlocks only the free mood audio for a signed-in free user', async () => {
    const catalogue = await catalogueFor('?lang=en', freeUser);
    for (const track of catalogue.tracks) expect(track.locked).toBe(track.premium);
    expect(catalogue.tracks.filter((track) => !track.locked).map((track) => track.kind)).toEqual(
      moods.map(() => 'mood'),
    );
    expect(catalogue.tracks.some((track) => signedQuery.test(track.file))).toBe(false);
  });

  it('unlocks everything for a premium user and signs exactly the premium files', async () => {
    const catalogue = await catalogueFor('?lang=en', premiumUser);
    expect(catalogue.tracks.some((track) => track.locked)).toBe(false);
    for (const track of catalogue.tracks) {
      expect(signedQuery.test(track.file)).toBe(track.premium);
      expect(signedQuery.test(track.opus.file)).toBe(track.premium);
    }
  });

  it('offers presets of known ambient tracks with their volumes', async () => {
    const catalogue = await catalogueFor('?lang=ru');
    const ambient = new Set(
      catalogue.tracks.filter((track) => track.kind === 'ambient').map((track) => track.id),
    );
    for (const preset of catalogue.presets) {
      expect(moods).toContain(preset.mood);
      expect(preset.tracks.every((track) => ambient.has(track.trackId))).toBe(true);
    }
  });
});
