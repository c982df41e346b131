import {
  addSound,
  clampVolume,
  mixFromShareParameter,
  mixToShareParameter,
  removeSound,
  setSoundVolume,
  withSoundToggled,
} from './mixer-rules';

const known = new Set(['rain', 'brown-noise', 'wind', 'fire']);

describe('the ambient mixer rules', () => {
  it('add up to three sounds, each at the default volume', () => {
    let mix = addSound([], 'rain');
    for (const sound of ['brown-noise', 'wind']) {
      const result = addSound(mix.added ? mix.mix : [], sound);
      if (!result.added) throw new Error('refused too early');
      mix = result;
    }
    expect(mix).toEqual({
      added: true,
      mix: [
        { trackId: 'rain', volume: 50 },
        { trackId: 'brown-noise', volume: 50 },
        { trackId: 'wind', volume: 50 },
      ],
    });
  });

  it('refuse a fourth sound and leave the mix as it was', () => {
    const full = [
      { trackId: 'rain', volume: 50 },
      { trackId: 'brown-noise', volume: 40 },
      { trackId: 'wind', volume: 30 },
    ];
    expect(addSound(full, 'fire')).toEqual({ added: false, reason: 'full' });
  });

  it('treat adding a sound already in the mix as no change', () => {
    const mix = [{ trackId: 'rain', volume: 70 }];
    expect(addSound(mix, 'rain')).toEqual({ added: true, mix });
  });

  it('remove a sound and change one sound’s volume without touching the others', () => {
    const mix = [
      { trackId: 'rain', volume: 50 },
      { trackId: 'wind', volume: 50 },
    ];
    expect(removeSound(mix, 'rain')).toEqual([{ trackId: 'wind', volume: 50 }]);
    expect(setSoundVolume(mix, 'wind', 83.6)).toEqual([
      { trackId: 'rain', volume: 50 },
      { trackId: 'wind', volume: 84 },
    ]);
  });

  it('keep volumes between 0 and 100', () => {
    expect([clampVolume(-5), clampVolume(140), clampVolume(Number.NaN)]).toEqual([0, 100, 50]);
  });

  it('write a mix into a share link and read exactly the same mix back', () => {
    const mix = [
      { trackId: 'rain', volume: 60 },
      { trackId: 'brown-noise', volume: 35 },
    ];
    const parameter = mixToShareParameter(mix);
    expect(parameter).toBe('rain.60~brown-noise.35');
    expect(mixFromShareParameter(parameter, known)).toEqual(mix);
  });

  it.each([
    ['an unknown sound', 'rain.60~thunder.20'],
    ['four sounds', 'rain.1~wind.2~fire.3~brown-noise.4'],
    ['a volume above 100', 'rain.160'],
    ['a sound twice', 'rain.10~rain.20'],
    ['nonsense', '<script>'],
    ['nothing', ''],
  ])('read a share link with %s as unreadable rather than half-apply it', (_case, parameter) => {
    expect(mixFromShareParameter(parameter, known)).toBeNull();
  });

  it('toggle a sound: one in the mix leaves it, another joins at the default volume, a fourth is refused', () => {
    const mix = [
      { trackId: 'rain', volume: 70 },
      { trackId: 'wind', volume: 40 },
    ];
    expect(withSoundToggled(mix, 'rain')).toEqual({
      change: 'removed',
      mix: [{ trackId: 'wind', volume: 40 }],
      volume: 70,
    });
    expect(withSoundToggled(mix, 'fire')).toEqual({
      change: 'added',
      mix: [...mix, { trackId: 'fire', volume: 50 }],
      volume: 50,
    });
    expect(withSoundToggled([...mix, { trackId: 'fire', volume: 50 }], 'brown-noise')).toEqual({
      change: 'refused',
    });
  });
});
