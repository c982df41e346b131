import type { TechniqueEntry } from '@steady/contracts';
import { countTechniques, orderTechniques, shuffle } from './order-techniques';

function technique(id: string, kind: 'app' | 'text', tier: 'free' | 'premium', locked = tier === 'premium') {
  return {
    id,
    type: kind,
    appName: kind === 'app' ? 'breathing' : null,
    props: {},
    name: id,
    desc: '',
    time: '3 min',
    minutes: 3,
    xp: '10 XP',
    xpAmount: 10,
    likes: '0',
    steps: locked ? [] : ['step'],
    audio: false,
    isPremium: tier === 'premium',
    locked,
  } satisfies TechniqueEntry;
}

/** Cycles through the given values, standing in for Math.random. */
const sequence = (...values: number[]) => {
  let call = 0;
  return () => values[call++ % values.length] as number;
};

const ids = (techniques: readonly TechniqueEntry[]) => techniques.map((item) => item.id);

// Catalogue order deliberately mixes every kind, so each rule has something to move.
const catalogue = [
  technique('premium-text-1', 'text', 'premium'),
  technique('free-text-1', 'text', 'free'),
  technique('free-app-1', 'app', 'free'),
  technique('premium-text-2', 'text', 'premium'),
  technique('free-app-2', 'app', 'free'),
  technique('free-text-2', 'text', 'free'),
  technique('free-app-3', 'app', 'free'),
];

describe('ordering techniques (spec §4)', () => {
  it('shows non-subscribers free apps, then other free techniques, then locked premium ones', () => {
    const ordered = orderTechniques(catalogue, { premiumAccess: false, random: Math.random });
    expect(ids(ordered)).toEqual([
      'free-app-1',
      'free-app-2',
      'free-app-3',
      'free-text-1',
      'free-text-2',
      'premium-text-1',
      'premium-text-2',
    ]);
  });

  it('does not shuffle for non-subscribers: the order is the same every time', () => {
    const first = orderTechniques(catalogue, { premiumAccess: false, random: sequence(0.9, 0.1) });
    const second = orderTechniques(catalogue, { premiumAccess: false, random: sequence(0.2, 0.7) });
    expect(ids(first)).toEqual(ids(second));
  });

  it('shows subscribers the interactive techniques first, shuffled, then the others in catalogue order', () => {
    const unlocked = catalogue.map((item) => ({ ...item, locked: false }));
    const ordered = orderTechniques(unlocked, { premiumAccess: true, random: sequence(0) });
    // With random() = 0, Fisher–Yates moves each last item to the front in turn.
    expect(ids(ordered)).toEqual([
      'free-app-2',
      'free-app-3',
      'free-app-1',
      'premium-text-1',
      'free-text-1',
      'premium-text-2',
      'free-text-2',
    ]);
  });

  it('gives subscribers every order of the apps over many shuffles, and never loses an item', () => {
    const seen = new Set<string>();
    for (let run = 0; run < 200; run += 1) {
      const ordered = orderTechniques(catalogue, { premiumAccess: true, random: Math.random });
      expect(ordered.slice(3).map((item) => item.id)).toEqual([
        'premium-text-1',
        'free-text-1',
        'premium-text-2',
        'free-text-2',
      ]);
      seen.add(ids(ordered.slice(0, 3)).join());
    }
    expect(seen.size).toBe(6);
  });

  it('leaves the list it was given untouched', () => {
    const before = ids(catalogue);
    orderTechniques(catalogue, { premiumAccess: true, random: Math.random });
    shuffle(catalogue, Math.random);
    expect(ids(catalogue)).toEqual(before);
  });

  it('handles an empty list', () => {
    expect(orderTechniques([], { premiumAccess: false, random: Math.random })).toEqual([]);
    expect(orderTechniques([], { premiumAccess: true, random: Math.random })).toEqual([]);
  });
});

describe('counting techniques', () => {
  it('counts free and premium techniques and how many premium ones are hidden', () => {
    expect(countTechniques(catalogue)).toEqual({ free: 5, premium: 2, hidden: 2 });
  });

  it('hides nothing from a subscriber', () => {
    const unlocked = catalogue.map((item) => ({ ...item, locked: false }));
    expect(countTechniques(unlocked)).toEqual({ free: 5, premium: 2, hidden: 0 });
  });
});
