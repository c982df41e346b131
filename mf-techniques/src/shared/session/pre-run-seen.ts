import { appNameSchema, type AppName } from '@steady/contracts';

const storageKey = 'steady:pre-run-seen';

function readSeen(): AppName[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.flatMap((item) => appNameSchema.safeParse(item).data ?? []) : [];
  } catch {
    return [];
  }
}

/**
 * Whether this device has started the tool from its own first screen (safety notes, the "before"
 * check-in): a card's one tap skips that screen only then, so it is always seen before the first run.
 */
export function hasSeenPreRun(appName: AppName): boolean {
  return readSeen().includes(appName);
}

export function markPreRunSeen(appName: AppName): void {
  const seen = readSeen();
  if (seen.includes(appName)) return;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify([...seen, appName]));
  } catch {
    // Storage full or blocked: the first screen shows again next time, which is only one more tap.
  }
}
