import * as z from 'zod/mini';

/** Spec §9: the player's state is saved every 5 s, so a reload or a closed tab loses at most that much. */
export const saveIntervalMs = 5_000;
/** A session older than this is not offered back: it belongs to another moment. */
const restoreWithinMs = 12 * 60 * 60 * 1000;

const savedListeningSchema = z.object({
  trackId: z.string(),
  lengthSeconds: z.number().check(z.positive()),
  playedMs: z.number().check(z.nonnegative()),
  volume: z.number().check(z.minimum(0), z.maximum(100)),
  savedAt: z.number(),
});
export type SavedListening = z.infer<typeof savedListeningSchema>;

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
  try {
    const stored = localStorage.getItem(storageKeyOf(place));
    if (stored === null) return null;
    const parsed = savedListeningSchema.safeParse(JSON.parse(stored));
    if (!parsed.success || parsed.data.trackId !== trackId) return null;
    if (now - parsed.data.savedAt > restoreWithinMs) return null;
    if (parsed.data.playedMs >= parsed.data.lengthSeconds * 1000) return null;
    return parsed.data;
  } catch {
    return null;
  }
}
