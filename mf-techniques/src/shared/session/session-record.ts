import { moodSchema, type AppName } from '@steady/contracts';
import { isStoredTimestamp, readStoredRecord, sessionRestoreMaxAgeMs } from '../timing/session-restore';
import type { SessionProps } from './tool-definition';

/**
 * One tool's session as this tab keeps it in sessionStorage (on this device only, like everything the
 * tools hold, the brain dump's text included), so a reload brings the tool back where it was.
 */
export interface SessionRecord {
  /** When the page last wrote it: a page gone 10 minutes or more starts afresh. */
  readonly savedAtEpochMs: number;
  readonly props: SessionProps;
  /** The completion already recorded (XP), so a restored run never pays twice. */
  readonly paidCompletedAtMs: number | null;
  /** Where the tool was last on screen: the running bar's "Back to it". */
  readonly returnPath: string;
  /** The tool's own serialized state. */
  readonly state: string;
}

const recordVersion = 1;

export function sessionStorageKey(appName: AppName): string {
  return `techniqueSession.${appName}`;
}

function readProps(value: unknown): SessionProps | null {
  if (typeof value !== 'object' || value === null) return null;
  const { techniqueId, xp, mood, name } = value as Record<string, unknown>;
  if (typeof techniqueId !== 'string' || techniqueId.length === 0) return null;
  if (typeof xp !== 'number' || !Number.isInteger(xp) || xp < 0) return null;
  const parsedMood = moodSchema.safeParse(mood);
  if (mood !== undefined && !parsedMood.success) return null;
  if (name !== undefined && typeof name !== 'string') return null;
  return { techniqueId, xp, mood: parsedMood.success ? parsedMood.data : undefined, name };
}

/** A path inside this app, never a full address someone could have written into the storage. */
function isAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

function readRaw(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored session if the page was gone less than 10 minutes; null when missing, unreadable or too old. */
export function readSessionRecord(appName: AppName, nowEpochMs: number): SessionRecord | null {
  const stored = readStoredRecord(readRaw(sessionStorageKey(appName)));
  if (stored?.version !== recordVersion) return null;
  const { savedAtEpochMs, paidCompletedAtMs, returnPath, state } = stored;
  const props = readProps(stored.props);
  if (!isStoredTimestamp(savedAtEpochMs) || props === null || typeof state !== 'string') return null;
  const awayMs = nowEpochMs - savedAtEpochMs;
  if (awayMs < 0 || awayMs >= sessionRestoreMaxAgeMs) return null;
  return {
    savedAtEpochMs,
    props,
    paidCompletedAtMs: isStoredTimestamp(paidCompletedAtMs) ? paidCompletedAtMs : null,
    returnPath: isAppPath(returnPath) ? returnPath : '/techniques',
    state,
  };
}

/** Saves the record, or forgets it (null); without storage the tool still works, it just cannot come back. */
export function writeSessionRecord(appName: AppName, record: SessionRecord | null): void {
  try {
    const key = sessionStorageKey(appName);
    if (record === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify({ version: recordVersion, ...record }));
  } catch {
    // Storage can be blocked or full: the session goes on, only a reload cannot bring it back.
  }
}
