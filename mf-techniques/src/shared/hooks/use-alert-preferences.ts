import { useSyncExternalStore } from 'react';
import { areNotificationsOn, isSoundCueOn, subscribeToAlertPreferences } from '../alerts/alert-preferences';

/** Whether this tool sounds each new step (the remembered choice, else its default by length). */
export function useSoundCueOn(runMs: number): boolean {
  return useSyncExternalStore(
    subscribeToAlertPreferences,
    () => isSoundCueOn(runMs),
    () => false,
  );
}

export function useNotificationsOn(): boolean {
  return useSyncExternalStore(subscribeToAlertPreferences, areNotificationsOn, () => false);
}
