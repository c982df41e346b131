/**
 * Which step is under way, in this tab like the running tools themselves (sessionStorage), so a reload
 * brings the running step back instead of the list.
 */
const storageKey = 'steady:stuck-to-started:active';

export function readActiveStepId(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function writeActiveStepId(id: string | null): void {
  try {
    if (id === null) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, id);
  } catch {
    // Storage refused: the step still runs, only a reload goes back to the list.
  }
}
