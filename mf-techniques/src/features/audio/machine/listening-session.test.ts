import {
  endFadeSeconds,
  isSessionOver,
  pauseSession,
  remainingSeconds,
  resumeSession,
  secondsUntilEndFade,
  startSession,
} from './listening-session';

describe('a listening session', () => {
  it('counts 600 s down from timestamps, not ticks', () => {
    const session = startSession('mood-anxiety', 600, 1_000_000);
    expect(remainingSeconds(session, 1_000_000 + 90_500)).toBeCloseTo(509.5);
  });

  it('keeps the remainder exactly across a pause', () => {
    const started = startSession('mood-anxiety', 600, 0);
    const paused = pauseSession(started, 100_000);
    expect(remainingSeconds(paused, 900_000)).toBe(500);
    expect(remainingSeconds(resumeSession(paused, 900_000), 910_000)).toBe(490);
  });

  it('resumes a restored session from the time already played', () => {
    const restored = startSession('mood-anxiety', 600, 50_000, 120_000);
    expect(remainingSeconds(restored, 50_000)).toBe(480);
  });

  it('starts its closing fade so the sound reaches silence exactly at the end', () => {
    const session = startSession('mood-anxiety', 600, 0);
    expect(secondsUntilEndFade(session, 0)).toBe(600 - endFadeSeconds);
    expect(isSessionOver(session, 599_999)).toBe(false);
    expect(isSessionOver(session, 600_000)).toBe(true);
  });
});
