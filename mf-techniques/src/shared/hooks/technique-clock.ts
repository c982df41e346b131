/**
 * A time base in milliseconds. Most tools run on monotonic time, which a changed system clock cannot
 * disturb; gratitude and S.T.O.P. are restored after a reload, when `performance.now()` starts again at 0,
 * so they run on wall time.
 */
export type TechniqueClock = () => number;

export const monotonicClock: TechniqueClock = () => performance.now();
export const wallClock: TechniqueClock = () => Date.now();
