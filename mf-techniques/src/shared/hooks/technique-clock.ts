/**
 * A time base in milliseconds. The tools run on wall time (`Date.now()`): a tool's session is kept in
 * sessionStorage and comes back after a reload, when `performance.now()` starts again at 0.
 */
export type TechniqueClock = () => number;

export const wallClock: TechniqueClock = () => Date.now();
