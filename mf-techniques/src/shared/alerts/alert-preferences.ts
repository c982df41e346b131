import { prepareAudio } from '../audio/audio-context';

/** Remembered for every tool on this device. Unset: on for tools longer than a minute, off for the rest. */
export const soundCueStorageKey = 'techniqueSoundCue';
/** Remembered on this device; only ever "true" once the browser granted permission. */
export const phaseNotificationsStorageKey = 'techniquePhaseNotifications';

const soundCueDefaultAboveMs = 60_000;
const listeners = new Set<() => void>();

function readPreference(key: string): boolean | null {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? null : stored === 'true';
  } catch {
    // Storage can be blocked (private mode, policies): the defaults apply.
    return null;
  }
}

function writePreference(key: string, enabled: boolean): void {
  try {
    window.localStorage.setItem(key, String(enabled));
  } catch {
    // Not remembered this time; the choice still holds until the page goes.
  }
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: the toggles follow a change made in another tool or the running bar. */
export function subscribeToAlertPreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSoundCueOn(runMs: number): boolean {
  return readPreference(soundCueStorageKey) ?? runMs > soundCueDefaultAboveMs;
}

export function setSoundCue(enabled: boolean): void {
  writePreference(soundCueStorageKey, enabled);
  // This runs in the toggle's click: the gesture that lets audio start later.
  if (enabled) prepareAudio();
}

export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.Notification === 'function';
}

/** The user's own choice is read first: the permission is asked of the browser, which takes longer. */
export function areNotificationsOn(): boolean {
  return (
    notificationsSupported() &&
    readPreference(phaseNotificationsStorageKey) === true &&
    Notification.permission === 'granted'
  );
}

/** Asks for permission only now, when the user turns notifications on; false if the browser refuses. */
export async function setNotifications(enabled: boolean): Promise<boolean> {
  if (!enabled || !notificationsSupported()) {
    writePreference(phaseNotificationsStorageKey, false);
    return false;
  }
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  writePreference(phaseNotificationsStorageKey, permission === 'granted');
  return permission === 'granted';
}
