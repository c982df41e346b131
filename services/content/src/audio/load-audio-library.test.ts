import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCatalogue } from '../catalogue/load-catalogue';
import { defaultAudioLibraryLocation, loadAudioLibrary } from './load-audio-library';
import type { AudioFileData } from './schema';

const { techniques } = loadCatalogue();
const realData = JSON.parse(fs.readFileSync(defaultAudioLibraryLocation.dataFile, 'utf8')) as AudioFileData;
const { audioDirectory } = defaultAudioLibraryLocation;

describe('the audio library loader', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-audio-'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  /** Loads a changed copy of the real audio.json against the real audio folder. */
  function loadEdited(edit: (data: AudioFileData) => unknown) {
    const data = structuredClone(realData);
    edit(data);
    const dataFile = path.join(folder, 'audio.json');
    fs.writeFileSync(dataFile, JSON.stringify(data));
    return () => loadAudioLibrary({ dataFile, audioDirectory }, techniques);
  }
  const mp3Names = (track: AudioFileData['tracks'][number]) =>
    Object.values(track.translations).map((translation) => translation.file);
  const tracksOf = (data: AudioFileData, kind: string) => data.tracks.filter((track) => track.kind === kind);
  const removeTrack = (data: AudioFileData, id: string) => {
    data.tracks = data.tracks.filter((track) => track.id !== id);
  };

  it('loads the real catalogue and names every file by its content hash and size', () => {
    const library = loadAudioLibrary(defaultAudioLibraryLocation, techniques);
    expect(library.tracks).toHaveLength(realData.tracks.length);
    expect(library.filesByPublicName.size).toBe(2 * new Set(realData.tracks.flatMap(mp3Names)).size);
    for (const file of library.filesByPublicName.values()) {
      const [, base, extension] = /^(.+)\.(mp3|opus)$/.exec(file.fileName)!;
      expect(file.publicName).toMatch(
        new RegExp(`^${base!.replace(/\./g, '\\.')}\\.[0-9a-f]{10}\\.${extension}$`),
      );
      expect(file.bytes).toBe(fs.statSync(path.join(audioDirectory, file.fileName)).size);
    }
  });

  it('refuses a recording whose Opus is missing beside its MP3', () => {
    const audioCopy = fs.mkdtempSync(path.join(folder, 'audio-'));
    for (const name of fs.readdirSync(audioDirectory).filter((name) => name !== 'rain.opus'))
      fs.symlinkSync(path.join(audioDirectory, name), path.join(audioCopy, name));
    const { dataFile } = defaultAudioLibraryLocation;
    expect(() => loadAudioLibrary({ dataFile, audioDirectory: audioCopy }, techniques)).toThrow(
      /file "rain\.opus" is not in/,
    );
  });

  it.each<[string, RegExp, (data: AudioFileData) => unknown]>([
    [
      'a file that is not in the folder',
      /file "missing\.mp3" is not in/,
      (data) => {
        data.tracks[0]!.translations.en.file = 'missing.mp3';
      },
    ],
    [
      '24 affirmations',
      /24 affirmation tracks; there must be 25/,
      (data) => {
        removeTrack(data, tracksOf(data, 'affirmation')[0]!.id);
      },
    ],
    [
      '5 ambient tracks',
      /5 ambient tracks; the mixer needs at least 6/,
      (data) => {
        for (const track of tracksOf(data, 'ambient').slice(5)) removeTrack(data, track.id);
        data.presets = [];
      },
    ],
    [
      'a state without its mood track',
      /0 mood tracks for "anxiety"/,
      (data) => {
        removeTrack(data, tracksOf(data, 'mood').find((track) => track.mood === 'anxiety')!.id);
      },
    ],
    [
      'an audio technique without a guide',
      /technique "body-scan" has "audio": true and needs exactly one guide/,
      (data) => {
        removeTrack(data, tracksOf(data, 'guide').find((track) => track.techniqueId === 'body-scan')!.id);
      },
    ],
    [
      'a preset of a sound that is not ambient',
      /uses "affirmation-01", which is not an ambient track/,
      (data) => {
        data.presets[0]!.tracks[0]!.trackId = 'affirmation-01';
      },
    ],
    [
      'a free affirmation',
      /\(affirmation\) must be premium/,
      (data) => {
        tracksOf(data, 'affirmation')[0]!.premium = false;
      },
    ],
    [
      'a premium mood track',
      /\(mood\) must be free/,
      (data) => {
        tracksOf(data, 'mood')[0]!.premium = true;
      },
    ],
    [
      'a track id used twice',
      /is used twice/,
      (data) => {
        data.tracks.push(data.tracks[0]!);
      },
    ],
    [
      'a file name with a path',
      /File must be a plain name/,
      (data) => {
        data.tracks[0]!.translations.ru.file = '../package.json';
      },
    ],
    [
      'a mood track without its state',
      /mood: Required for a mood track/,
      (data) => {
        tracksOf(data, 'mood')[0]!.mood = null;
      },
    ],
  ])('rejects a catalogue with %s', (_, message, edit) => {
    expect(loadEdited(edit)).toThrow(message);
  });

  it('rejects a data file that is not JSON', () => {
    const dataFile = path.join(folder, 'broken.json');
    fs.writeFileSync(dataFile, '{ "tracks": [');
    expect(() => loadAudioLibrary({ dataFile, audioDirectory }, techniques)).toThrow(
      /Audio file broken\.json could not be read/,
    );
  });
});
