/**
 * Every machine stamps `completedAtMs` exactly once per session (cleared only by reset/restart), so the view
 * can grant completion (XP) on the transition, even when a long `now` jump skips the finished screen entirely.
 */
export interface CompletionStamp {
  readonly completedAtMs: number | null;
}

export function justCompleted(previous: CompletionStamp, next: CompletionStamp): boolean {
  return previous.completedAtMs === null && next.completedAtMs !== null;
}
