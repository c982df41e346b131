import type { SegmentClock } from '../timing/segment-clock';
import { isStoredClock, isStoredTimestamp, readStoredRecord } from '../timing/session-restore';

/**
 * Keeping a machine state in sessionStorage: everything but its config (the config comes from the code,
 * or the props, on restore), read back field by field, since the storage is the user's to edit. A state
 * that does not read back is replaced by a fresh one, never trusted half-way.
 */
type FieldCheck = (value: unknown) => boolean;

export const storedField = {
  clock: (value: unknown): value is SegmentClock => isStoredClock(value),
  timestamp: (value: unknown) => isStoredTimestamp(value),
  nullableTimestamp: (value: unknown) => value === null || isStoredTimestamp(value),
  count: (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0,
  duration: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  text: (value: unknown) => typeof value === 'string',
  flag: (value: unknown) => typeof value === 'boolean',
  oneOf:
    (...allowed: readonly unknown[]) =>
    (value: unknown) =>
      allowed.includes(value),
} as const;

/** Per status, the fields its state holds besides `status` and `config`. */
export type StoredShape = Readonly<Record<string, Readonly<Record<string, FieldCheck>>>>;

export function serializeState(version: number, state: object, extra: Record<string, unknown> = {}): string {
  const { config: _config, ...stored } = state as { config?: unknown };
  return JSON.stringify({ version, ...stored, ...extra });
}

/** The stored fields of a state of a known status, each checked; null if anything does not read back. */
export function readState(
  serialized: string,
  version: number,
  shape: StoredShape,
  extra: Readonly<Record<string, FieldCheck>> = {},
): Record<string, unknown> | null {
  const stored = readStoredRecord(serialized);
  if (stored?.version !== version || typeof stored.status !== 'string') return null;
  const fields = Object.hasOwn(shape, stored.status) ? shape[stored.status] : undefined;
  if (fields === undefined) return null;
  const read: Record<string, unknown> = { status: stored.status };
  for (const [name, check] of Object.entries({ ...fields, ...extra })) {
    if (!check(stored[name])) return null;
    read[name] = stored[name];
  }
  return read;
}
