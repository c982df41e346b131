/**
 * Keeps the screen on while an exercise runs (not while paused or finished), and while the full-screen
 * timer is open (paused or not: it is there to be looked at). The browser releases the lock whenever the
 * tab is hidden, so it is taken again when the tab is visible and a reason still holds.
 */
type WakeReason = 'exerciseRunning' | 'fullScreenTimer';

const reasons = new Set<WakeReason>();
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
    if (reasons.size === 0) void release();
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
  if (reasons.size > 0 && document.visibilityState === 'visible') void acquire();
}

export function holdScreenWakeLock(reason: WakeReason, hold: boolean): void {
  if (!supported() || hold === reasons.has(reason)) return;
  const heldBefore = reasons.size > 0;
  if (hold) reasons.add(reason);
  else reasons.delete(reason);
  const heldNow = reasons.size > 0;
  if (heldNow === heldBefore) return;
  if (heldNow) {
    document.addEventListener('visibilitychange', reacquireWhenVisible);
    void acquire();
  } else {
    document.removeEventListener('visibilitychange', reacquireWhenVisible);
    void release();
  }
}
