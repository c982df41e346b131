import { isStoredTimestamp, readStoredRecord } from '../../../shared/timing/session-restore';

/** Spec §9: the player's state is saved every 5 s, so a reload or a closed tab loses at most that much. */
export const saveIntervalMs = 5_000;
/** A session older than this is not offered back: it belongs to another moment. */
const restoreWithinMs = 12 * 60 * 60 * 1000;

export interface SavedListening {
  readonly trackId: string;
  readonly lengthSeconds: number;
  readonly playedMs: number;
  readonly volume: number;
  readonly savedAt: number;
}

/** Storage is user-editable: only a record whose every field makes sense is offered back. */
function asSavedListening(value: Record<string, unknown> | null): SavedListening | null {
  if (value === null) return null;
  const { trackId, lengthSeconds, playedMs, volume, savedAt } = value;
  const valid =
    typeof trackId === 'string' &&
    isStoredTimestamp(lengthSeconds) &&
    lengthSeconds > 0 &&
    isStoredTimestamp(playedMs) &&
    playedMs >= 0 &&
    isStoredTimestamp(volume) &&
    volume >= 0 &&
    volume <= 100 &&
    isStoredTimestamp(savedAt);
  return valid ? { trackId, lengthSeconds, playedMs, volume, savedAt } : null;
}

const storageKeyOf = (place: string) => `steady.audio.${place}`;

export function saveListening(place: string, listening: SavedListening): void {
  try {
    localStorage.setItem(storageKeyOf(place), JSON.stringify(listening));
  } catch {
    // Storage full or disabled: listening goes on, it just cannot be restored.
  }
}

export function forgetListening(place: string): void {
  try {
    localStorage.removeItem(storageKeyOf(place));
  } catch {
    // Nothing to forget where storage is unavailable.
  }
}

/** The saved session for this place, if it is recent, readable and for this track. */
export function readSavedListening(place: string, trackId: string, now: number): SavedListening | null {
  let stored: string | null;
  try {
    stored = localStorage.getItem(storageKeyOf(place));
  } catch {
    return null;
  }
  const saved = asSavedListening(readStoredRecord(stored));
  if (saved === null || saved.trackId !== trackId) return null;
  if (now - saved.savedAt > restoreWithinMs || saved.playedMs >= saved.lengthSeconds * 1000) return null;
  return saved;
}
