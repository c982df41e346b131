import type { TechniqueEntry } from '@steady/contracts';

/** Returns a number in [0, 1), like Math.random; tests pass a fixed sequence. */
export type RandomSource = () => number;

/** Fisher–Yates: every order equally likely, the input left untouched. */
export function shuffle<Item>(items: readonly Item[], random: RandomSource): Item[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as Item, shuffled[index] as Item];
  }
  return shuffled;
}

/**
 * Spec §4. Subscribers see the interactive techniques first, shuffled, then the others. Everyone else
 * sees the free interactive techniques, then the other free ones, then the locked premium ones, so
 * what they can use right now comes first. Within a group the catalogue's order is kept.
 */
export function orderTechniques(
  techniques: readonly TechniqueEntry[],
  options: { premiumAccess: boolean; random: RandomSource },
): TechniqueEntry[] {
  const isApp = (technique: TechniqueEntry) => technique.type === 'app';
  if (options.premiumAccess) {
    return [
      ...shuffle(techniques.filter(isApp), options.random),
      ...techniques.filter((item) => !isApp(item)),
    ];
  }
  const free = techniques.filter((technique) => !technique.isPremium);
  return [
    ...free.filter(isApp),
    ...free.filter((technique) => !isApp(technique)),
    ...techniques.filter((technique) => technique.isPremium),
  ];
}

export interface TechniqueCounts {
  free: number;
  premium: number;
  /** Premium techniques whose steps this viewer cannot see. */
  hidden: number;
}

export function countTechniques(techniques: readonly TechniqueEntry[]): TechniqueCounts {
  const premium = techniques.filter((technique) => technique.isPremium).length;
  return {
    free: techniques.length - premium,
    premium,
    hidden: techniques.filter((technique) => technique.locked).length,
  };
}
