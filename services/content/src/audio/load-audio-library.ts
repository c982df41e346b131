import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@steady/contracts';
import type { Technique } from '../catalogue/schema';
import { findAudioDataProblems } from './check-audio-data';
import { audioFileSchema, type AudioPresetData, type AudioTrackData } from './schema';

/**
 * Every recording is served in two formats: Ogg Opus, about half the bytes, for browsers that decode it,
 * and MP3 for the rest. audio.json names the MP3; its Opus sits beside it under the same base name.
 */
export const audioFormats = {
  mp3: { extension: '.mp3', mediaType: 'audio/mpeg' },
  opus: { extension: '.opus', mediaType: 'audio/ogg' },
} as const;
type AudioFormat = keyof typeof audioFormats;

/** One file of the audio folder as it is served. */
export interface AudioFile {
  /** The file in the audio folder, e.g. `rain.mp3`. */
  fileName: string;
  /**
   * `<base>.<first 10 hex of its sha256>.<extension>`, e.g. `rain.3f9a2c1b0d.mp3`: a new recording gets a
   * new name, so a name can be cached forever.
   */
  publicName: string;
  /** Its Content-Type. */
  mediaType: string;
  bytes: number;
  premium: boolean;
}

/** One recording in each format. */
export type RecordingFiles = Record<AudioFormat, AudioFile>;

export type LibraryTrack = AudioTrackData & { files: Record<Language, RecordingFiles> };

export interface AudioLibrary {
  /** The folder the files are read from. */
  directory: string;
  tracks: readonly LibraryTrack[];
  tracksById: ReadonlyMap<string, LibraryTrack>;
  presets: readonly AudioPresetData[];
  /** The only files that are served: a name not in here is not a file, whatever the folder holds. */
  filesByPublicName: ReadonlyMap<string, AudioFile>;
}

interface AudioLibraryLocation {
  /** The catalogue of tracks and presets (audio.json). */
  dataFile: string;
  /** The folder of the files it names. */
  audioDirectory: string;
}

export const defaultAudioLibraryLocation: AudioLibraryLocation = {
  dataFile: path.join(__dirname, '../../data/audio.json'),
  audioDirectory: path.join(__dirname, '../../audio'),
};

const reportedProblemLimit = 10;
const hashLength = 10;

/**
 * Reads, validates and fingerprints the audio catalogue at start; throws naming every problem (bad JSON,
 * wrong counts, a missing file…), so a broken catalogue never serves. Every technique of the content
 * catalogue with `"audio": true` needs a guide.
 */
export function loadAudioLibrary(
  location: AudioLibraryLocation,
  techniques: readonly Pick<Technique, 'id' | 'audio'>[],
): AudioLibrary {
  const audioTechniqueIds = techniques
    .filter((technique) => technique.audio)
    .map((technique) => technique.id);
  const fileLabel = path.basename(location.dataFile);
  const parsed = audioFileSchema.safeParse(readJson(location.dataFile, fileLabel));
  if (!parsed.success) {
    throw invalidAudio(
      fileLabel,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const data = parsed.data;
  const fileNames = new Set(
    data.tracks
      .flatMap((track) => Object.values(track.translations))
      .flatMap((translation) => Object.values(formatsOf(translation.file))),
  );
  const missing = [...fileNames]
    .filter((fileName) => !isFile(path.join(location.audioDirectory, fileName)))
    .map((fileName) => `file "${fileName}" is not in ${location.audioDirectory}`);
  const problems = [...findAudioDataProblems(data, audioTechniqueIds), ...missing];
  if (problems.length > 0) throw invalidAudio(fileLabel, problems);

  const filesByName = new Map<string, AudioFile>();
  const fileOf = (fileName: string, format: AudioFormat, premium: boolean): AudioFile => {
    const known = filesByName.get(fileName);
    if (known) return known;
    const file = fingerprint(location.audioDirectory, fileName, format, premium);
    filesByName.set(fileName, file);
    return file;
  };
  const recordingOf = (mp3Name: string, premium: boolean): RecordingFiles => {
    const names = formatsOf(mp3Name);
    return { mp3: fileOf(names.mp3, 'mp3', premium), opus: fileOf(names.opus, 'opus', premium) };
  };
  const tracks = data.tracks.map((track): LibraryTrack => ({
    ...track,
    files: {
      en: recordingOf(track.translations.en.file, track.premium),
      ru: recordingOf(track.translations.ru.file, track.premium),
    },
  }));
  return {
    directory: location.audioDirectory,
    tracks,
    tracksById: new Map(tracks.map((track) => [track.id, track])),
    presets: data.presets,
    filesByPublicName: new Map([...filesByName.values()].map((file) => [file.publicName, file])),
  };
}

function readJson(file: string, label: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Audio file ${label} could not be read: ${reason}`, { cause: error });
  }
}

function isFile(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The file of each format for the MP3 audio.json names (the schema makes sure it ends in `.mp3`). */
function formatsOf(mp3Name: string): Record<AudioFormat, string> {
  const base = mp3Name.slice(0, -audioFormats.mp3.extension.length);
  return { mp3: mp3Name, opus: `${base}${audioFormats.opus.extension}` };
}

function fingerprint(directory: string, fileName: string, format: AudioFormat, premium: boolean): AudioFile {
  const content = fs.readFileSync(path.join(directory, fileName));
  const hash = createHash('sha256').update(content).digest('hex').slice(0, hashLength);
  const { extension, mediaType } = audioFormats[format];
  const base = fileName.slice(0, -extension.length);
  return { fileName, publicName: `${base}.${hash}${extension}`, mediaType, bytes: content.length, premium };
}

function invalidAudio(label: string, problems: readonly string[]): Error {
  const shown = problems.slice(0, reportedProblemLimit);
  const more = problems.length > shown.length ? `\n  …and ${problems.length - shown.length} more` : '';
  return new Error(`Audio catalogue ${label} is invalid:\n  ${shown.join('\n  ')}${more}`);
}

/** The length of each technique's spoken guide, by language, as the recordings measure it. */
export function guideSecondsOf(library: Pick<AudioLibrary, 'tracks'>) {
  const guides = new Map(
    library.tracks.flatMap((track) =>
      track.kind === 'guide' && track.techniqueId ? [[track.techniqueId, track]] : [],
    ),
  );
  return (techniqueId: string, language: Language): number | undefined =>
    guides.get(techniqueId)?.translations[language].durationSeconds;
}
