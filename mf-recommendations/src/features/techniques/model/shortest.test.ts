import type { AppName, TechniqueEntry } from '@steady/contracts';
import { shortestTechniques } from './shortest';

const entry = (
  id: string,
  minutes: number,
  locked = false,
  appName: AppName | null = null,
): TechniqueEntry => ({
  id,
  type: appName ? 'app' : 'text',
  appName,
  props: {},
  name: id,
  desc: '',
  time: '',
  minutes,
  xp: '10 XP',
  xpAmount: 10,
  likes: '0',
  steps: [],
  audio: false,
  isPremium: locked,
  locked,
});

describe('the techniques offered while "Today is hard" is on', () => {
  it('are the three shortest the viewer can open, shortest first, ties in the list’s order', () => {
    const list = [
      entry('pomodoro', 25),
      entry('breath', 2),
      entry('locked-exhale', 1, true),
      entry('stretch', 5),
      entry('grounding', 2),
      entry('walk', 10),
    ];
    expect(shortestTechniques(list).map((technique) => technique.id)).toEqual([
      'breath',
      'grounding',
      'stretch',
    ]);
  });

  it('are all of them when there are fewer, and leaves the list it was given as it was', () => {
    const list = [entry('walk', 10), entry('breath', 2)];
    expect(shortestTechniques(list).map((technique) => technique.id)).toEqual(['breath', 'walk']);
    expect(list.map((technique) => technique.id)).toEqual(['walk', 'breath']);
  });

  it('keep From stuck to started, gentle and made for being stuck, beside the three shortest', () => {
    const list = [
      entry('breath', 2),
      entry('stuck-to-started', 3, false, 'stuckToStarted'),
      entry('one-minute', 1),
      entry('grounding', 2),
    ];
    expect(shortestTechniques(list).map((technique) => technique.id)).toEqual([
      'one-minute',
      'breath',
      'grounding',
      'stuck-to-started',
    ]);
  });
});
