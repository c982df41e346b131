/**
 * The one AudioContext of this remote: the tools' soft tone and the audio player share it, so a phone
 * never holds two audio sessions. Browsers only let a page start audio after a user gesture, so it is
 * created (or resumed) from a click and reused after that.
 */
let sharedContext: AudioContext | null = null;

export function isWebAudioAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.AudioContext === 'function';
}

/** Whether the context is built: building it is the costly step (tens of ms on a slow phone). */
export function isAudioPrepared(): boolean {
  return sharedContext !== null;
}

export function prepareAudio(): AudioContext | null {
  if (!isWebAudioAvailable()) return null;
  sharedContext ??= new AudioContext();
  if (sharedContext.state === 'suspended') void sharedContext.resume();
  return sharedContext;
}

/**
 * Resumes the context and says whether sound can actually play now. A browser that still blocks audio
 * (no gesture yet, or a phone's silent policy) leaves it suspended: the caller then offers "Tap to play".
 */
export async function unlockAudio(): Promise<AudioContext | null> {
  const context = prepareAudio();
  if (!context) return null;
  if (context.state !== 'running') {
    // Some browsers never settle the promise while blocked; a short wait decides instead.
    await Promise.race([context.resume(), new Promise((resolve) => setTimeout(resolve, 400))]);
  }
  return context.state === 'running' ? context : null;
}
