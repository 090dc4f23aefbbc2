import type { Fact, FactKey } from '@/fluency/types';

/**
 * Challenge rounds (DESIGN §3.1, issue 33): after the spec's round, a game asks the child's own
 * facts with its own mechanic. The game's manifest says which facts it may use (its range, one
 * entry per level, easiest first); the page asks the fluency chooser for the child's facts within
 * it and hands them to the scene as a ChallengeSetup. Everything here is plain data.
 */

/** The facts one level of a game may ask: `a` and `b` bounds (both included), an optional product cap. */
export interface ChallengeLevel {
  /** For × the first factor (the number of groups); for ÷ the answer (each share). */
  a: readonly [number, number];
  /** For × the second factor (each group's size); for ÷ the divisor (the number of shares). */
  b: readonly [number, number];
  /** The largest product a·b (scoops, crew, the vault's number). */
  maxProduct?: number;
}

/** A game's challenge range (in its manifest): the operation and its levels, level 1 first. */
export interface ChallengeRange {
  op: 'mul' | 'div';
  levels: readonly ChallengeLevel[];
}

/**
 * The child's facts within the range at one level, best first: the week's focus tables, then the
 * child's targets (being learned, stuck, slow, or next to meet), then review (known facts, mixed).
 * A guest (no child) gets everything in `review`, in a seeded mix.
 */
export interface ChallengePlan {
  focus: readonly Fact[];
  targets: readonly Fact[];
  review: readonly Fact[];
}

/** What a challenge round starts from: the plan, the level, the rounds before it and a seed. */
export interface ChallengeSetup {
  plan: ChallengePlan;
  /** 1-based level of the range the round is at. */
  level: number;
  /** How many levels the range has. */
  levels: number;
  /** The facts each earlier round asked, newest first (at most HISTORY_ROUNDS): the no-repeat rule. */
  history: readonly (readonly FactKey[])[];
  /** Seeds the round's own choices (order, distractors): two rounds differ. */
  seed: number;
}

/** What a finished (or left) challenge round reports: the facts it asked and the level it reached. */
export interface ChallengeReport {
  /** The round's seed: reports of one round replace each other. */
  round: number;
  asked: readonly FactKey[];
  level: number;
}

/** Rounds the no-repeat rule looks back over: a fact at most twice in any five rounds in a row. */
export const HISTORY_ROUNDS = 4;

/** Times one fact may be asked in HISTORY_ROUNDS + 1 rounds in a row. */
export const MAX_IN_WINDOW = 2;

/** Every fact of a range at a level (1-based, clamped to the range's levels). */
export function factsInRange(range: ChallengeRange, level: number): Fact[] {
  const at = range.levels[Math.min(Math.max(level, 1), range.levels.length) - 1];
  const out: Fact[] = [];
  for (let a = at.a[0]; a <= at.a[1]; a++)
    for (let b = at.b[0]; b <= at.b[1]; b++)
      if (a * b <= (at.maxProduct ?? 100)) out.push({ op: range.op, a, b });
  return out;
}

/** True when the fact belongs to the range at some level (tests, and the page's sanity check). */
export function inRange(range: ChallengeRange, fact: Fact): boolean {
  return range.levels.some((_, i) =>
    factsInRange(range, i + 1).some((f) => f.op === fact.op && f.a === fact.a && f.b === fact.b),
  );
}
