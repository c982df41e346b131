import { positionInTrack } from './track-position';

const loop = { startSeconds: 0.1, endSeconds: 60.1 };

describe('the position in a track after some listening', () => {
  it('is the time listened while still in the first pass', () => {
    expect(positionInTrack(12.5, 60.2, loop)).toBeCloseTo(12.5);
  });

  it('wraps into the seamless window once a looping track has played through', () => {
    expect(positionInTrack(60.1 + 5, 60.2, loop)).toBeCloseTo(5.1);
    expect(positionInTrack(600, 60.2, loop)).toBeCloseTo(0.1 + ((600 - 0.1) % 60));
  });

  it('stops at the end of a spoken track, which does not loop', () => {
    expect(positionInTrack(500, 180, null)).toBe(180);
  });

  it('never goes below the start', () => {
    expect(positionInTrack(-3, 60.2, loop)).toBe(0);
  });
});
