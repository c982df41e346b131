import { prepareAudio } from './audio-context';

/**
 * A soft bell-like tone for phase changes: a quiet sine wave that fades in and out over about a second,
 * so it marks the moment without startling anyone.
 */
const toneFrequencyHz = 528;
const peakGain = 0.08;
const fadeInSeconds = 0.04;
const toneSeconds = 1.1;

/**
 * Plays the tone now, or `delaySeconds` from now on the audio clock (which, unlike timers, keeps time in
 * a hidden tab). Returns what cancels a tone that has not started yet; null without Web Audio.
 */
export function playSoftTone(delaySeconds = 0): (() => void) | null {
  const context = prepareAudio();
  if (!context) return null;
  const startAt = context.currentTime + delaySeconds;
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
  return () => {
    if (context.currentTime < startAt) oscillator.stop();
  };
}
