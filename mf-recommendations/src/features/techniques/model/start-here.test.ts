import type { TechniqueEntry } from '@steady/contracts';
import { startHereTechnique, withStartHereFirst } from './start-here';
import { techniquesDoneToday } from './done-today';

const entry = (id: string, fields: Partial<TechniqueEntry>): TechniqueEntry => ({
  id,
  type: 'text',
  appName: null,
  props: {},
  name: id,
  desc: '',
  time: '',
  minutes: 3,
  xp: '10 XP',
  xpAmount: 10,
  likes: '0',
  steps: [],
  audio: false,
  isPremium: false,
  locked: false,
  ...fields,
});

describe('the "Start here" suggestion', () => {
  it('is the quickest interactive tool the viewer can open', () => {
    const list = [
      entry('pomodoro', { type: 'app', minutes: 25 }),
      entry('breath', { type: 'app', minutes: 2 }),
      entry('exhale', { minutes: 1 }),
      entry('locked-tool', { type: 'app', minutes: 1, isPremium: true, locked: true }),
    ];
    expect(startHereTechnique(list)?.id).toBe('breath');
  });

  it('falls back to the quickest open technique when no tool is open, and to nothing when all are locked', () => {
    expect(startHereTechnique([entry('a', { minutes: 4 }), entry('b', { minutes: 2 })])?.id).toBe('b');
    expect(startHereTechnique([entry('a', { locked: true })])).toBeNull();
  });

  it('moves to the top of the list and leaves the rest in order', () => {
    const list = [entry('a', {}), entry('b', {}), entry('c', {})];
    expect(withStartHereFirst(list, list[2] ?? null).map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(withStartHereFirst(list, null).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('techniques done today', () => {
  it('are those finished since local midnight', () => {
    const now = new Date(2026, 10, 22, 9, 30);
    const at = (hours: number, day = 22) => new Date(2026, 10, day, hours).toISOString();
    const history = [
      { id: '1', techniqueId: 'breath', mood: null, xpEarned: 10, timestamp: at(8) },
      { id: '2', techniqueId: 'pomodoro', mood: null, xpEarned: 10, timestamp: at(23, 21) },
    ];
    expect([...techniquesDoneToday(history, now)]).toEqual(['breath']);
  });
});
