/** A source of uniform numbers in [0, 1): the chooser and the simulations take one as a parameter. */
export type Rng = () => number;

/**
 * A small seeded generator (mulberry32, public domain): the same seed gives the same sequence, so
 * simulated children and question orders are reproducible in tests.
 */
export function seededRng(seed: number): Rng {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in lo..hi (both included) drawn from `rng`. */
export function intBetween(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/** A shuffled copy of `items` (Fisher–Yates with `rng`). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
