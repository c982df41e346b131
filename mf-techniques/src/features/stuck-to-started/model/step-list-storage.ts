import { stuckListSchema, type StuckList } from '@steady/contracts';

/** On this device, like the other tools' preferences; it survives navigation, reloads and closing the tab. */
const storageKey = 'steady:stuck-to-started';

export function readStuckList(): StuckList | null {
  try {
    const parsed = stuckListSchema.safeParse(JSON.parse(window.localStorage.getItem(storageKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    // Unreadable (or storage refused): start with an empty list rather than fail.
    return null;
  }
}

export function writeStuckList(list: StuckList): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(list));
  } catch {
    // Storage full or refused (private mode): the list still works for this visit.
  }
}
