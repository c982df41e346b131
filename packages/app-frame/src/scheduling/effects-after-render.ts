import { options } from 'preact';
import { nextTask } from './next-task';

/**
 * Preact runs effects on the next animation frame, with a 35 ms timeout for pages that paint none (a hidden
 * tab, jsdom). Run them in the task after the render instead, as React's scheduler does: by a message,
 * which no timer throttling holds, or by a timeout where there is no MessageChannel (jsdom).
 * Called once by whatever boots an app, before its first render.
 */
export function runEffectsAfterRender(): void {
  options.requestAnimationFrame =
    typeof MessageChannel === 'function'
      ? (flushEffects) => void nextTask().then(flushEffects)
      : (flushEffects) => setTimeout(flushEffects);
}
