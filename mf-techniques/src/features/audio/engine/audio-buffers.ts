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

async function fetchAndDecode(context: BaseAudioContext, url: string): Promise<AudioBuffer> {
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
  let bytes: ArrayBuffer;
  try {
    bytes = await response.arrayBuffer();
  } catch {
    throw new AudioLoadError('loadFailed');
  }
  try {
    return await context.decodeAudioData(bytes);
  } catch {
    throw new AudioLoadError('wrongFormat');
  }
}

/**
 * A track decoded once per page: files are named by their content hash, so the same name is the same sound.
 * A failure is not remembered, so Retry really tries again.
 */
export function loadAudioBuffer(context: BaseAudioContext, url: string): Promise<AudioBuffer> {
  const key = fileKeyOf(url);
  const cached = decodedBuffers.get(key);
  if (cached) return cached;
  // A track chosen long after its catalogue answered: the renewed address, not the expired one.
  const request = fetchAndDecode(context, freshestAddress(url));
  decodedBuffers.set(key, request);
  request.catch(() => decodedBuffers.delete(key));
  return request;
}
