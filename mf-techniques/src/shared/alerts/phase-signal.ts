import { playSoftTone } from '../audio/soft-tone';

const vibrationMs = 200;

/** The soft tone, and a short buzz where the device can (a phone on silent still feels it). */
export function signalNewPhase(): void {
  playSoftTone();
  if (typeof navigator.vibrate === 'function') navigator.vibrate(vibrationMs);
}
