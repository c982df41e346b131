import { smoothLoopSeam } from './loop-seam';

const sampleRate = 1000;
const loop = { startSeconds: 0.1, endSeconds: 1.1 };

/** A file laid out as the loops are: [the loop's last 100 samples] + [the loop] + [its first 100]. */
function fileOf(period: (index: number) => number): Float32Array {
  return Float32Array.from({ length: 1200 }, (_, index) => period((index - 100 + 1000) % 1000));
}

describe('the seam of a decoded loop', () => {
  it('leads from the loop’s last sample straight into its first, where the codec left a step', () => {
    const file = fileOf((index) => Math.sin((2 * Math.PI * index) / 1000));
    // The codec rendered the end of the loop 0.2 higher than its copy before the start.
    for (let index = 1000; index < 1100; index++) file[index] = file[index]! + 0.2;
    expect(Math.abs(file[100]! - file[1099]!)).toBeGreaterThan(0.19);

    smoothLoopSeam([file], sampleRate, loop);

    const step = Math.abs(file[100]! - file[1099]!);
    expect(step).toBeLessThan(0.01);
  });

  it('leaves a loop that already flows unchanged, and the rest of the file untouched', () => {
    const period = (index: number) => Math.sin((2 * Math.PI * 5 * index) / 1000);
    const file = fileOf(period);
    const before = Float32Array.from(file);
    smoothLoopSeam([file], sampleRate, loop);
    for (let index = 0; index < file.length; index++) expect(file[index]).toBeCloseTo(before[index]!, 6);
  });
});
