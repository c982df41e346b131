import type { AppName } from '@steady/contracts';
import { sessionStorageKey, writeSessionRecord } from '../session/session-record';
import type { SessionProps } from '../session/tool-definition';

/** Keeps a tool's state the way its session does before a reload, so a test can open the page after it. */
export function storeToolSession(
  appName: AppName,
  props: SessionProps,
  state: string,
  {
    paidCompletedAtMs = null,
    returnPath = '/techniques',
  }: { paidCompletedAtMs?: number | null; returnPath?: string } = {},
): void {
  writeSessionRecord(appName, { savedAtEpochMs: Date.now(), props, paidCompletedAtMs, returnPath, state });
}

/** The tool's own state as its session keeps it in sessionStorage, parsed; null when nothing is kept. */
export function storedToolState(appName: AppName): unknown {
  const record = window.sessionStorage.getItem(sessionStorageKey(appName));
  return record === null ? null : JSON.parse((JSON.parse(record) as { state: string }).state);
}
