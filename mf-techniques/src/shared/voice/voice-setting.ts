/** Voice input is off until the user turns it on; the choice stays on this device only. */
const storageKey = 'steady:voice-input';

export function readVoiceSetting(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'on';
  } catch {
    return false;
  }
}

export function writeVoiceSetting(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(storageKey, 'on');
    else window.localStorage.removeItem(storageKey);
  } catch {
    // Storage refused (private mode): the choice holds for this visit.
  }
}
