import { moods } from '@steady/contracts';
import type { AudioFileData, AudioTrackData } from './schema';

/** Spec §1 and §9: 6 ambient tracks (at least) for the mixer and 25 affirmations. */
const minimumAmbientTracks = 6;
const affirmationCount = 25;

/**
 * What the schema alone cannot see: counts, one mood track per state, a guide for every audio technique,
 * presets built from known ambient tracks, and which tracks are premium. Returns every problem found.
 */
export function findAudioDataProblems(data: AudioFileData, audioTechniqueIds: readonly string[]): string[] {
  return [
    ...duplicates(data.tracks.map((track) => track.id)).map((id) => `track id "${id}" is used twice`),
    ...duplicates(data.presets.map((preset) => preset.id)).map((id) => `preset id "${id}" is used twice`),
    ...data.tracks.flatMap(premiumProblems),
    ...countProblems(data.tracks),
    ...moodTrackProblems(data.tracks),
    ...guideProblems(data.tracks, audioTechniqueIds),
    ...presetProblems(data),
    ...sharedFileProblems(data.tracks),
  ];
}

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Only the calming audio of the state pages is free; everything else is part of Premium (spec §6). */
function premiumProblems(track: AudioTrackData): string[] {
  const premium = track.kind !== 'mood';
  if (track.premium === premium) return [];
  return [`track "${track.id}" (${track.kind}) must be ${premium ? 'premium' : 'free'}`];
}

function countProblems(tracks: readonly AudioTrackData[]): string[] {
  const countOf = (kind: AudioTrackData['kind']) => tracks.filter((track) => track.kind === kind).length;
  const problems: string[] = [];
  const ambient = countOf('ambient');
  if (ambient < minimumAmbientTracks) {
    problems.push(`${ambient} ambient tracks; the mixer needs at least ${minimumAmbientTracks}`);
  }
  const affirmations = countOf('affirmation');
  if (affirmations !== affirmationCount) {
    problems.push(`${affirmations} affirmation tracks; there must be ${affirmationCount}`);
  }
  return problems;
}

function moodTrackProblems(tracks: readonly AudioTrackData[]): string[] {
  const moodsWithAudio = tracks.flatMap((track) => (track.kind === 'mood' && track.mood ? [track.mood] : []));
  return moods.flatMap((mood) => {
    const count = moodsWithAudio.filter((candidate) => candidate === mood).length;
    return count === 1 ? [] : [`${count} mood tracks for "${mood}"; each state needs exactly one`];
  });
}

function guideProblems(tracks: readonly AudioTrackData[], audioTechniqueIds: readonly string[]): string[] {
  const guided = tracks.flatMap((track) => (track.kind === 'guide' && track.techniqueId ? [track] : []));
  const missing = audioTechniqueIds
    .filter((id) => guided.filter((track) => track.techniqueId === id).length !== 1)
    .map((id) => `technique "${id}" has "audio": true and needs exactly one guide track`);
  const stray = guided
    .filter((track) => !audioTechniqueIds.includes(track.techniqueId ?? ''))
    .map(
      (track) =>
        `guide "${track.id}" names technique "${track.techniqueId}", which is not an audio technique of techniques.json`,
    );
  return [...missing, ...stray];
}

function presetProblems(data: AudioFileData): string[] {
  const ambientIds = new Set(
    data.tracks.filter((track) => track.kind === 'ambient').map((track) => track.id),
  );
  return data.presets.flatMap((preset) => {
    const trackIds = preset.tracks.map((track) => track.trackId);
    return [
      ...trackIds
        .filter((id) => !ambientIds.has(id))
        .map((id) => `preset "${preset.id}" uses "${id}", which is not an ambient track`),
      ...duplicates(trackIds).map((id) => `preset "${preset.id}" uses "${id}" twice`),
    ];
  });
}

/** A file is served as free or premium as a whole, so a free and a premium track cannot share one. */
function sharedFileProblems(tracks: readonly AudioTrackData[]): string[] {
  const premiumByFile = new Map<string, boolean>();
  const problems: string[] = [];
  for (const track of tracks) {
    for (const { file } of Object.values(track.translations)) {
      const known = premiumByFile.get(file);
      if (known !== undefined && known !== track.premium) {
        problems.push(`file "${file}" is used by both free and premium tracks (last by "${track.id}")`);
      }
      premiumByFile.set(file, track.premium);
    }
  }
  return problems;
}
