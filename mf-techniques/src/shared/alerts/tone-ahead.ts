import { playSoftTone } from '../audio/soft-tone';

/**
 * In a hidden tab, timers may wake a minute late (Chrome throttles them after a few minutes), so the end of
 * a Pomodoro would sound late. While hidden, the next phase end of each running tool is scheduled on the
 * audio clock instead, which keeps time; the late wake-up then knows that phase end has sounded already.
 */
interface ToneAhead {
  readonly atEpochMs: number;
  readonly cancel: () => void;
}

const tonesAhead = new Map<string, ToneAhead>();
/** A wake-up this close after (or before) a scheduled tone is for the phase end it sounded. */
const sameMomentMs = 1_000;

/** The tone of a tool's next phase end, `inMs` from now, unless one is scheduled already. */
export function scheduleToneAhead(key: string, inMs: number, nowEpochMs: number): void {
  if (tonesAhead.has(key)) return;
  const cancel = playSoftTone(inMs / 1_000);
  if (cancel !== null) tonesAhead.set(key, { atEpochMs: nowEpochMs + inMs, cancel });
}

/** The tool stopped running (paused, finished): its phase end is not coming. */
export function cancelToneAhead(key: string): void {
  tonesAhead.get(key)?.cancel();
  tonesAhead.delete(key);
}

/**
 * Whether the phase end noticed at `nowEpochMs` was already sounded ahead. A tone scheduled for a later
 * moment is for a phase end still to come: it is cancelled, and the caller sounds this one itself.
 */
export function takeToneAhead(key: string, nowEpochMs: number): boolean {
  const tone = tonesAhead.get(key);
  if (tone === undefined) return false;
  tonesAhead.delete(key);
  if (tone.atEpochMs <= nowEpochMs + sameMomentMs) return true;
  tone.cancel();
  return false;
}

/** Back on screen (or nothing running), the timers are on time again. */
export function cancelTonesAhead(): void {
  for (const tone of tonesAhead.values()) tone.cancel();
  tonesAhead.clear();
}
