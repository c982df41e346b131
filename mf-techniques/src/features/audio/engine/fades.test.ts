import { fadeTo, gainForVolume, type FadableParam } from './fades';

function recordingParam(value: number) {
  const calls: string[] = [];
  const param: FadableParam = {
    value,
    cancelScheduledValues: (time) => calls.push(`cancel@${time}`),
    setValueAtTime: (level, time) => calls.push(`hold ${level}@${time}`),
    linearRampToValueAtTime: (level, time) => calls.push(`ramp ${level}@${time}`),
  };
  return { param, calls };
}

describe('fades', () => {
  it('glide from the current level to the target, replacing any fade in progress', () => {
    const { param, calls } = recordingParam(0.25);
    fadeTo(param, 0, 8, 100);
    expect(calls).toEqual(['cancel@100', 'hold 0.25@100', 'ramp 0@108']);
  });

  it('never jump, even when asked for a fade of no length', () => {
    const { param, calls } = recordingParam(1);
    fadeTo(param, 0, 0, 5);
    expect(calls.at(-1)).toBe('ramp 0@5.01');
  });

  it('turn a volume percentage into a gain that sounds even: 50 % is a quarter of the power', () => {
    expect([gainForVolume(0), gainForVolume(50), gainForVolume(100), gainForVolume(150)]).toEqual([
      0, 0.25, 1, 1,
    ]);
  });
});
