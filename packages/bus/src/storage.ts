import type * as z from 'zod/mini';

/**
 * localStorage access that never throws: private mode, quota errors and corrupt values all fall back
 * quietly, as the spec asks (unreadable → default, save failures ignored).
 */
export function readStored<Value, Fallback = Value>(
  key: string,
  schema: z.ZodMiniType<Value>,
  fallback: Fallback,
): Value | Fallback {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Saving is best effort: a full or blocked storage must not break the screen.
  }
}
