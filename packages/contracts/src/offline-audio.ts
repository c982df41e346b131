/** Where the content service serves audio files: `<path>/<name>.<hash>.mp3` (or `.opus`). */
export const audioFilesPath = '/api/audio/files';

/**
 * The device's copies of audio files, shared by the service worker (which fills and serves them) and the
 * audio pages (which keep a track on request and say what is available offline).
 */
export const offlineAudioCacheNames = {
  /** Every track played once, capped: the least recently played go first. */
  played: 'steady-audio-played',
  /** Tracks a premium reader chose to keep: never removed but by the reader. */
  kept: 'steady-audio-kept',
} as const;

/**
 * The cache key of an audio file: its address without the query. A premium file's signature expires and
 * changes with every catalogue answer, while its name holds the recording's hash, so the name alone is the
 * same sound, and a kept track still plays offline after its signature has expired.
 */
export function offlineAudioKey(fileUrl: string, origin: string): string {
  const url = new URL(fileUrl, origin);
  return `${url.origin}${url.pathname}`;
}
