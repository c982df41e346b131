import { pickTipIndex } from './pick-tip';

describe('picking a random tip', () => {
  it('picks any tip at first, spread by the random source', () => {
    expect(pickTipIndex(10, null, () => 0)).toBe(0);
    expect(pickTipIndex(10, null, () => 0.55)).toBe(5);
    expect(pickTipIndex(10, null, () => 0.999)).toBe(9);
  });

  it('never shows the same tip again on "another tip"', () => {
    for (let current = 0; current < 10; current += 1) {
      for (const random of [0, 0.3, 0.5, 0.999]) {
        expect(pickTipIndex(10, current, () => random)).not.toBe(current);
      }
    }
  });

  it('reaches every other tip from the current one', () => {
    const reached = new Set<number | null>();
    for (let step = 0; step < 9; step += 1) reached.add(pickTipIndex(10, 4, () => step / 9));
    expect([...reached].sort((a, b) => Number(a) - Number(b))).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9]);
  });

  it('keeps the only tip when there is one, and has nothing to show without tips', () => {
    expect(pickTipIndex(1, 0, Math.random)).toBe(0);
    expect(pickTipIndex(0, null, Math.random)).toBeNull();
  });

  it('starts afresh when the tip on screen is past the end of a shorter list', () => {
    expect(pickTipIndex(3, 7, () => 0.5)).toBe(1);
  });
});
