/**
 * Keeps the screen on while an exercise runs (not while paused or finished). The browser releases the lock
 * whenever the tab is hidden, so it is taken again when the tab is visible and an exercise still runs.
 */
let wanted = false;
let sentinel: WakeLockSentinel | null = null;
let requesting = false;

function supported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator;
}

async function acquire(): Promise<void> {
  if (requesting || sentinel !== null || document.visibilityState !== 'visible') return;
  requesting = true;
  try {
    const lock = await navigator.wakeLock.request('screen');
    lock.addEventListener('release', () => {
      if (sentinel === lock) sentinel = null;
    });
    sentinel = lock;
    // The exercise may have been paused while the request was on its way.
    if (!wanted) void release();
  } catch {
    // Refused (battery saver, policy): the exercise runs all the same.
  } finally {
    requesting = false;
  }
}

async function release(): Promise<void> {
  const lock = sentinel;
  sentinel = null;
  await lock?.release().catch(() => undefined);
}

function reacquireWhenVisible(): void {
  if (wanted && document.visibilityState === 'visible') void acquire();
}

export function holdScreenWakeLock(hold: boolean): void {
  if (!supported() || hold === wanted) return;
  wanted = hold;
  if (hold) {
    document.addEventListener('visibilitychange', reacquireWhenVisible);
    void acquire();
  } else {
    document.removeEventListener('visibilitychange', reacquireWhenVisible);
    void release();
  }
}
