/** Work waiting for the next paint; asked for twice before it runs, it runs once. */
const waiting = new Set<() => void>();

function runWaiting(): void {
  const due = [...waiting];
  waiting.clear();
  for (const work of due) work();
}

/**
 * Runs `work` once the browser has painted what the current task changed, so a tap's answer (the new
 * screen) reaches the screen before what it sets off around it (storage writes, the tab title, the
 * running bar, the wake lock). A hidden tab paints nothing: there it runs at once.
 */
export function afterNextPaint(work: () => void): void {
  if (document.visibilityState === 'hidden') {
    waiting.delete(work);
    work();
    return;
  }
  waiting.add(work);
  // The frame's callbacks run just before it paints; the task after them runs after it.
  requestAnimationFrame(() => setTimeout(runWaiting, 0));
}

/** Tests only: what a test left waiting is not run in the next one. */
export function discardWaitingWork(): void {
  waiting.clear();
}

// A tab hidden before its next frame never paints it: what waited for the frame runs now.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') runWaiting();
  });
}
