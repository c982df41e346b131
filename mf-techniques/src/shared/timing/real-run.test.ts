import { isRealRun } from './real-run';

describe('the XP rule for a real run', () => {
  it('pays from half of the planned time on, not a moment before', () => {
    expect(isRealRun(29_999, 60_000)).toBe(false);
    expect(isRealRun(30_000, 60_000)).toBe(true);
    expect(isRealRun(270_000, 270_000)).toBe(true);
  });

  it('pays nothing for a run that was skipped through', () => {
    expect(isRealRun(0, 270_000)).toBe(false);
  });
});
