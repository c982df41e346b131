import type * as z from 'zod/mini';

/** `local` lasts across visits; `session` lasts as long as the tab (reloads included). */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | undefined {
  return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
}

/**
 * Web storage access that never throws: private mode, quota errors and corrupt values all fall back
 * quietly, as the spec asks (unreadable → default, save failures ignored).
 */
export function readStored<Value, Fallback = Value>(
  key: string,
  schema: z.ZodMiniType<Value>,
  fallback: Fallback,
  area: StorageArea = 'local',
): Value | Fallback {
  try {
    const raw = storageOf(area)?.getItem(key);
    if (raw == null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown, area: StorageArea = 'local'): void {
  try {
    const storage = storageOf(area);
    if (value === null || value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Saving is best effort: a full or blocked storage must not break the screen.
  }
}
