import {
  audioFilesPath,
  moodSchema,
  type AudioCatalogue,
  type AudioFileList,
  type AudioTrack,
  type Language,
  type MoodAudio,
} from '@steady/contracts';
import { badRequest, notFound } from '@steady/service-common';
import type { AudioUrlSigner } from '../audio-files/audio-url-signer';
import type { AudioFile, AudioLibrary, LibraryTrack } from './load-audio-library';

/** Who is asking: guests may not play any audio, free users the free audio, premium users all of it. */
export interface AudioViewer {
  signedIn: boolean;
  premium: boolean;
}

export interface AudioHandlers {
  catalogue(language: Language, viewer: AudioViewer): Promise<AudioCatalogue>;
  /** The calming audio of a state page (spec §7); the caller is signed in. */
  moodAudio(mood: string, language: Language): MoodAudio;
  /** Ambient tracks by id, in the order asked. */
  music(names: readonly string[], language: Language, viewer: AudioViewer): Promise<AudioFileList>;
  /** Affirmations and guides by track id, or a guide by the id of the technique it speaks. */
  techniqueAudio(names: readonly string[], language: Language, viewer: AudioViewer): Promise<AudioFileList>;
}

const noMoodAudioMessage = 'No calming audio for this state';

const plainUrlOf = (file: AudioFile) => `${audioFilesPath}/${file.publicName}`;

type UrlOf = (file: AudioFile, viewer: AudioViewer) => Promise<string>;

/**
 * A premium file's address carries a signature only for a premium viewer; anyone else gets the plain
 * address, which the file route answers with 403, so the gate is where the bytes are.
 */
function signedUrls(signer: AudioUrlSigner): UrlOf {
  return async (file, viewer) => {
    const plain = plainUrlOf(file);
    if (!file.premium || !viewer.premium) return plain;
    const { expires, signature } = await signer.sign(file.publicName);
    return `${plain}?expires=${expires}&signature=${signature}`;
  };
}

async function toTrack(
  track: LibraryTrack,
  language: Language,
  viewer: AudioViewer,
  urlOf: UrlOf,
): Promise<AudioTrack> {
  const text = track.translations[language];
  const { mp3, opus } = track.files[language];
  return {
    id: track.id,
    kind: track.kind,
    title: text.title,
    file: await urlOf(mp3, viewer),
    opus: { file: await urlOf(opus, viewer), bytes: opus.bytes },
    premium: track.premium,
    locked: track.premium ? !viewer.premium : !viewer.signedIn,
    durationSeconds: text.durationSeconds,
    loop: track.loop,
    text: text.text,
    mood: track.mood,
    techniqueId: track.techniqueId,
    bytes: mp3.bytes,
  };
}

/** The tracks named, in order; every name nothing answers to is refused together in one message. */
function resolveNames(
  names: readonly string[],
  resolve: (name: string) => LibraryTrack | undefined,
): LibraryTrack[] {
  const resolved = names.map((name) => ({ name, track: resolve(name) }));
  const unknown = [...new Set(resolved.filter(({ track }) => !track).map(({ name }) => name))];
  if (unknown.length > 0)
    throw badRequest(`Unknown sounds: ${unknown.join(', ')}`, { reason: 'unknown_sound' });
  return resolved.flatMap(({ track }) => (track ? [track] : []));
}

function moodAudioIn(library: AudioLibrary, moodName: string, language: Language): MoodAudio {
  const mood = moodSchema.safeParse(moodName);
  const track = mood.success
    ? library.tracks.find((candidate) => candidate.kind === 'mood' && candidate.mood === mood.data)
    : undefined;
  if (!track) throw notFound(noMoodAudioMessage, { reason: 'no_audio_for_state' });
  // Mood audio is free (the loader makes sure): its address needs no signature.
  return { success: true, url: plainUrlOf(track.files[language].mp3) };
}

export function createAudioHandlers(library: AudioLibrary, signer: AudioUrlSigner): AudioHandlers {
  const urlOf = signedUrls(signer);

  const filesOf = (tracks: readonly LibraryTrack[], language: Language, viewer: AudioViewer) =>
    Promise.all(tracks.map(async (track) => ({ file: await urlOf(track.files[language].mp3, viewer) })));

  const trackOfKind = (id: string, kinds: readonly LibraryTrack['kind'][]) => {
    const track = library.tracksById.get(id);
    return track && kinds.includes(track.kind) ? track : undefined;
  };

  return {
    async catalogue(language, viewer) {
      return {
        tracks: await Promise.all(library.tracks.map((track) => toTrack(track, language, viewer, urlOf))),
        presets: library.presets.map((preset) => ({
          id: preset.id,
          mood: preset.mood,
          title: preset.translations[language].title,
          tracks: preset.tracks,
        })),
      };
    },

    moodAudio: (moodName, language) => moodAudioIn(library, moodName, language),

    music(names, language, viewer) {
      const tracks = resolveNames(names, (name) => trackOfKind(name, ['ambient']));
      return filesOf(tracks, language, viewer);
    },

    techniqueAudio(names, language, viewer) {
      const tracks = resolveNames(
        names,
        (name) =>
          trackOfKind(name, ['affirmation', 'guide']) ??
          library.tracks.find((track) => track.kind === 'guide' && track.techniqueId === name),
      );
      return filesOf(tracks, language, viewer);
    },
  };
}
