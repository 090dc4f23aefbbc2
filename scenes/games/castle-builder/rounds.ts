import type { ChallengeSetup } from '@scenes/engine/challenge';
import { pickFacts } from '@scenes/kits/challenge/pick';
import { seededRng, shuffled } from '@/fluency/random';

/** Foundations in a challenge round. */
export const CHALLENGE_TARGETS = 2;
/** The smallest and largest block of a challenge round. */
export const BLOCK_RANGE = [2, 10] as const;
/** Blocks on the ground, as in the spec's round. */
export const BLOCK_COUNT = 6;

/** One foundation of a challenge round: the fact asked (a × b = target) and the six blocks, smallest first. */
export interface FoundationTarget {
  a: number;
  b: number;
  target: number;
  blocks: number[];
}

/** The pairs x < y of blocks within BLOCK_RANGE whose product is `n` (a square's twin blocks don't count). */
export function pairsOf(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let x = BLOCK_RANGE[0]; x * x < n; x++) {
    const y = n / x;
    if (Number.isInteger(y) && y <= BLOCK_RANGE[1]) out.push([x, y]);
  }
  return out;
}

/**
 * A challenge round's foundations (issue 33): the child's facts (the plan's order, the no-repeat rule)
 * whose product has at least two factor pairs among the blocks, one per target; each target's blocks are
 * every pair of it and seeded others up to six. Pure and seeded.
 */
export function challengeFoundations(setup: ChallengeSetup): FoundationTarget[] {
  const rng = seededRng(setup.seed);
  const facts = pickFacts(
    setup,
    CHALLENGE_TARGETS,
    rng,
    (f, picked) =>
      f.a !== f.b && pairsOf(f.a * f.b).length >= 2 && !picked.some((p) => p.a * p.b === f.a * f.b),
  );
  return facts.map(({ a, b }) => {
    const target = a * b;
    const blocks = pairsOf(target).flat();
    const others = [];
    for (let v = BLOCK_RANGE[0]; v <= BLOCK_RANGE[1]; v++) if (!blocks.includes(v)) others.push(v);
    const extra = shuffled(others, rng).slice(0, BLOCK_COUNT - blocks.length);
    return { a, b, target, blocks: [...blocks, ...extra].sort((x, y) => x - y) };
  });
}
