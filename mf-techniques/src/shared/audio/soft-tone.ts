/**
 * A soft bell-like tone for phase changes: a quiet sine wave that fades in and out over about a second,
 * so it marks the moment without startling anyone.
 */
const toneFrequencyHz = 528;
const peakGain = 0.08;
const fadeInSeconds = 0.04;
const toneSeconds = 1.1;

let sharedContext: AudioContext | null = null;

export function isWebAudioAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.AudioContext === 'function';
}

/**
 * Browsers only let a page start audio after a user gesture, so the context is created (or resumed) when
 * the user turns the cue on, and reused for every tone after that.
 */
export function prepareAudio(): AudioContext | null {
  if (!isWebAudioAvailable()) return null;
  sharedContext ??= new AudioContext();
  if (sharedContext.state === 'suspended') void sharedContext.resume();
  return sharedContext;
}

export function playSoftTone(): void {
  const context = prepareAudio();
  if (!context) return;
  const startAt = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = toneFrequencyHz;
  gain.gain.setValueAtTime(0, startAt);
  gain.gain.linearRampToValueAtTime(peakGain, startAt + fadeInSeconds);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + toneSeconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + toneSeconds);
}
