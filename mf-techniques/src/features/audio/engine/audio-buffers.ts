import type { AudioLoop, AudioTrack } from '@steady/contracts';
import { smoothLoopSeam } from './loop-seam';
import { playableFile, stopPlayingOpus } from './playable-file';
import { fileKeyOf, freshestAddress } from './signed-addresses';

/** Why a file could not be played, each with its own message (spec §8 "Audio"). */
export type AudioLoadFailure = 'notFound' | 'locked' | 'serverStatus' | 'wrongFormat' | 'loadFailed';

export class AudioLoadError extends Error {
  constructor(
    readonly failure: AudioLoadFailure,
    readonly status: number | null = null,
  ) {
    super(`Audio could not be loaded: ${failure}${status === null ? '' : ` (${status})`}`);
    this.name = 'AudioLoadError';
  }
}

/** The message for any error of a load or a start: an unexpected error reads as a failed load. */
export function failureOf(error: unknown): AudioLoadFailure {
  return error instanceof AudioLoadError ? error.failure : 'loadFailed';
}

const decodedBuffers = new Map<string, Promise<AudioBuffer>>();

/** A file's opening, decoded while the rest still arrives, or the whole file once it has. */
type ArrivedPart = (buffer: AudioBuffer, whole: boolean) => void;

/**
 * The first opening is this many bytes, however much has arrived: 2 s of a 48 kbps Opus loop, enough to
 * start on, and small, so it arrives and decodes soon. Each later one is all that has arrived once that is
 * twice the last, so the sound never waits on a slow line and decoding costs at most about twice the file
 * (an MP3's first 16 KB, 1.1 s at 112 kbps, is too short to start on: its 32 KB opening starts it).
 */
const firstPartBytes = 16 * 1024;

async function fetchChecked(url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new AudioLoadError('loadFailed');
  }
  if (response.status === 404) throw new AudioLoadError('notFound', 404);
  if (response.status === 401 || response.status === 403) throw new AudioLoadError('locked', response.status);
  if (!response.ok) throw new AudioLoadError('serverStatus', response.status);
  if (!(response.headers.get('Content-Type') ?? '').startsWith('audio/'))
    throw new AudioLoadError('wrongFormat');
  return response;
}

function joined(chunks: readonly Uint8Array[], length: number): ArrayBuffer {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes.buffer;
}

/**
 * Reads the body as it arrives and decodes ever longer openings of it on the way. An opening decodes to
 * the same samples as the start of the whole file (measured in Chromium for the MP3 and Opus loops), so a
 * player can move from one to the next without a seam. A failed opening is skipped: the next may decode.
 */
async function readInParts(
  context: BaseAudioContext,
  response: Response & { body: ReadableStream<Uint8Array> },
  onPart: ArrivedPart,
): Promise<ArrayBuffer> {
  // An opening that is in fact the whole file would be decoded twice.
  const fileBytes = Number(response.headers.get('Content-Length') ?? Infinity) || Infinity;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let partBytes = 0;
  let arrived = false;
  let decoding = Promise.resolve();
  const decodePart = (opening: ArrayBuffer, first: boolean) => {
    // Once the whole file is here, only the first opening is still worth decoding before it.
    decoding = decoding.then(async () => {
      if (arrived && !first) return;
      const buffer = await context.decodeAudioData(opening).catch(() => null);
      if (buffer) onPart(buffer, false);
    });
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
    if (partBytes === 0 && length >= firstPartBytes) {
      partBytes = firstPartBytes;
      decodePart(joined(chunks, length).slice(0, partBytes), true);
    } else if (partBytes > 0 && length >= partBytes * 2 && length < fileBytes) {
      partBytes = length;
      decodePart(joined(chunks, length), false);
    }
  }
  arrived = true;
  await decoding;
  return joined(chunks, length);
}

const hasBody = (response: Response): response is Response & { body: ReadableStream<Uint8Array> } =>
  response.body !== null && response.body !== undefined;

async function fetchAndDecode(
  context: BaseAudioContext,
  url: string,
  loop: AudioLoop | null,
  onPart: ArrivedPart | undefined,
): Promise<AudioBuffer> {
  const response = await fetchChecked(url);
  let bytes: ArrayBuffer;
  try {
    bytes =
      onPart && hasBody(response)
        ? await readInParts(context, response, onPart)
        : await response.arrayBuffer();
  } catch {
    throw new AudioLoadError('loadFailed');
  }
  let buffer: AudioBuffer;
  try {
    buffer = await context.decodeAudioData(bytes);
  } catch {
    throw new AudioLoadError('wrongFormat');
  }
  if (loop) {
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) =>
      buffer.getChannelData(index),
    );
    smoothLoopSeam(channels, buffer.sampleRate, loop);
  }
  return buffer;
}

/**
 * A track decoded once per page: files are named by their content hash, so the same name is the same sound.
 * A failure is not remembered, so Retry really tries again. A looping track's whole file comes with its
 * seam smoothed (`loop`). With `onPart`, a file not yet decoded hands over its openings as they arrive,
 * then the whole; one decoded before comes whole at once.
 */
export function loadAudioBuffer(
  context: BaseAudioContext,
  url: string,
  loop: AudioLoop | null,
  onPart?: ArrivedPart,
): Promise<AudioBuffer> {
  const key = fileKeyOf(url);
  const cached = decodedBuffers.get(key);
  const request =
    cached ??
    // A track chosen long after its catalogue answered: the renewed address, not the expired one.
    fetchAndDecode(context, freshestAddress(url), loop, onPart);
  if (!cached) {
    decodedBuffers.set(key, request);
    request.catch(() => decodedBuffers.delete(key));
  }
  return onPart ? request.then((buffer) => (onPart(buffer, true), buffer)) : request;
}

/**
 * A track's sound, from the file this browser plays (playable-file.ts). An Opus file the browser then
 * cannot decode is not the end of it: the track plays from its MP3, and so does every later one.
 */
export async function loadTrack(
  context: BaseAudioContext,
  track: Pick<AudioTrack, 'file' | 'opus' | 'loop'>,
  onPart?: ArrivedPart,
): Promise<AudioBuffer> {
  const file = playableFile(track);
  try {
    return await loadAudioBuffer(context, file, track.loop, onPart);
  } catch (error) {
    if (file === track.file || failureOf(error) !== 'wrongFormat') throw error;
    stopPlayingOpus();
    return loadAudioBuffer(context, track.file, track.loop, onPart);
  }
}
