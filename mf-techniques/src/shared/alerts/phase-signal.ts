import { isAudioPrepared } from '../audio/audio-context';
import { playSoftTone } from '../audio/soft-tone';

const vibrationMs = 200;

function signalNow(): void {
  playSoftTone();
  if (typeof navigator.vibrate === 'function') navigator.vibrate(vibrationMs);
}

/**
 * The soft tone, and a short buzz where the device can (a phone on silent still feels it). The first on a
 * visible page builds the audio context, a long step on a slow phone: it comes in the task after this one,
 * so the press that started the tool is painted first (a timeout keeps the press's permission to start
 * audio). After that, and in a hidden tab (whose timers wait), at once.
 */
export function signalNewPhase(): void {
  if (isAudioPrepared() || document.visibilityState === 'hidden') signalNow();
  else setTimeout(signalNow, 0);
}
