/**
 * A seeded pseudo-random source (mulberry32), so every render gives the same bytes. Each sound takes its
 * own stream, derived from a name, so changing one sound never changes another.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [low, high). */
  between(low: number, high: number): number;
  /** Standard normal (Box–Muller). */
  gaussian(): number;
  /** A new independent stream, for a sub-part of a sound. */
  fork(label: string): Random;
}

function hashLabel(label: string, seed: number): number {
  // FNV-1a over the label, mixed with the parent seed.
  let hash = (2166136261 ^ seed) >>> 0;
  for (let index = 0; index < label.length; index++) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash;
}

export function createRandom(label: string, seed = 20240611): Random {
  let state = hashLabel(label, seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low, high) => low + (high - low) * next(),
    gaussian: () => {
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      return radius * Math.cos(2 * Math.PI * next());
    },
    fork: (childLabel) => createRandom(childLabel, hashLabel(label, seed)),
  };
}
