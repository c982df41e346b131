/** The part of an AudioParam the fades use, so they can be checked without a browser. */
export interface FadableParam {
  value: number;
  cancelScheduledValues(startTime: number): unknown;
  setValueAtTime(value: number, startTime: number): unknown;
  linearRampToValueAtTime(value: number, endTime: number): unknown;
}

/** A percentage volume as a gain. Squared, because loudness is heard roughly that way: 50 % sounds like half. */
export function gainForVolume(volumePercent: number): number {
  const fraction = Math.min(100, Math.max(0, volumePercent)) / 100;
  return fraction * fraction;
}

/**
 * Glides a gain from wherever it is now to `target` over `seconds`, starting at `atTime` (the context's
 * clock). Any fade still scheduled is replaced, so a pause during a swell never jumps.
 */
export function fadeTo(param: FadableParam, target: number, seconds: number, atTime: number): void {
  const current = param.value;
  param.cancelScheduledValues(atTime);
  param.setValueAtTime(current, atTime);
  param.linearRampToValueAtTime(target, atTime + Math.max(0.01, seconds));
}
