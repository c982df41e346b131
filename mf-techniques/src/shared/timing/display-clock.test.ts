import { formatClock, msUntilDisplayChange } from './display-clock';

describe('countdown display', () => {
  it('shows minutes and seconds, rounding a part second up', () => {
    expect(formatClock(25 * 60_000)).toBe('25:00');
    expect(formatClock(120_000)).toBe('02:00');
    expect(formatClock(59_200)).toBe('01:00');
    expect(formatClock(59_000)).toBe('00:59');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-5)).toBe('00:00');
  });

  it('wakes exactly when the shown second changes', () => {
    expect(msUntilDisplayChange(4_500)).toBe(500);
    expect(msUntilDisplayChange(4_000)).toBe(1_000);
    expect(msUntilDisplayChange(0)).toBe(1_000);
    expect(msUntilDisplayChange(999.5)).toBe(999.5);
  });
});
