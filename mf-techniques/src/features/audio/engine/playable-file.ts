import type { AudioTrack } from '@steady/contracts';

/** What the served Opus files are: Ogg pages of Opus, as `canPlayType` is asked about them. */
const opusMediaType = 'audio/ogg; codecs=opus';

let opusAnswer: boolean | undefined;

/**
 * Whether this browser plays Ogg Opus (Chromium, Firefox, Safari 18.4 and later), asked once. A media
 * element's answer stands for Web Audio's decoder too: browsers use one set of decoders for both.
 */
export function browserPlaysOpus(): boolean {
  opusAnswer ??= typeof Audio !== 'undefined' && new Audio().canPlayType(opusMediaType) !== '';
  return opusAnswer;
}

/**
 * From now on this page plays MP3s: the browser said it plays Opus, then could not decode an Opus file
 * (a browser's answer can be wrong, e.g. "maybe" from a build without the decoder).
 */
export function stopPlayingOpus(): void {
  opusAnswer = false;
}

/** The address to fetch a track at: its Opus, about half the bytes, where the browser plays it; else its MP3. */
export function playableFile(
  track: Pick<AudioTrack, 'file' | 'opus'>,
  playsOpus: boolean = browserPlaysOpus(),
): string {
  return playsOpus ? track.opus.file : track.file;
}

/** Every address of a track, in both formats: each is signed and must be kept fresh. */
export const addressesOf = (track: Pick<AudioTrack, 'file' | 'opus'>): string[] => [
  track.file,
  track.opus.file,
];
