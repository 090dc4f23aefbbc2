import {
  type ChallengeRange,
  type ChallengeSetup,
  factsInRange,
  HISTORY_ROUNDS,
} from '@scenes/engine/challenge';
import { gamePlan } from '@/fluency/gamePlan';
import type { Focus } from '@/fluency/plan';
import { seededRng } from '@/fluency/random';
import { emptyModel } from '@/fluency/state';
import { type Fact, type FactKey, factKey } from '@/fluency/types';

/** Options of a seeded run of a game's round generator. */
export interface RunOptions {
  rounds?: number;
  level?: number;
  /** A child with these focus tables (a fresh model); without, a guest's seeded mix. */
  focus?: Focus;
}

/** What a run found: every round's facts, and every rule a round broke (empty when all is well). */
export interface RunReport {
  rounds: FactKey[][];
  problems: string[];
}

/**
 * Unit-test harness for a game's pure round generator (issue 33 "Done means"): runs `rounds` seeded
 * rounds the way the page does (plan from the range at the level, history of the rounds before) and
 * checks the range, the no-repeat rule (never the round before's facts, a fact at most twice in
 * five rounds) and that two rounds in a row differ. `factsOf` names the facts a round asks.
 */
export function runRounds<R>(
  range: ChallengeRange,
  generate: (setup: ChallengeSetup) => R,
  factsOf: (round: R) => readonly Fact[],
  options: RunOptions = {},
): RunReport {
  const level = options.level ?? 1;
  const allowed = new Set(factsInRange(range, level).map(factKey));
  const rounds: FactKey[][] = [];
  const problems: string[] = [];
  const model = options.focus ? emptyModel({ grade: 3, tzOffsetMinutes: 0 }) : null;
  for (let i = 0; i < (options.rounds ?? 1000); i++) {
    const seed = 1000 + i;
    const plan = gamePlan(model, options.focus, factsInRange(range, level), seededRng(seed));
    const setup: ChallengeSetup = {
      plan,
      level,
      levels: range.levels.length,
      history: rounds.slice(0, HISTORY_ROUNDS),
      seed,
    };
    const keys = factsOf(generate(setup)).map(factKey);
    if (keys.length === 0) problems.push(`round ${i}: asks nothing`);
    for (const key of keys) if (!allowed.has(key)) problems.push(`round ${i}: ${key} is out of range`);
    for (const key of new Set(keys)) {
      if (rounds[0]?.includes(key)) problems.push(`round ${i}: ${key} was asked by the round before`);
      const window = [keys, ...rounds.slice(0, HISTORY_ROUNDS)].filter((r) => r.includes(key)).length;
      if (window > 2) problems.push(`round ${i}: ${key} asked ${window} times in five rounds`);
    }
    if (rounds[0] && rounds[0].join() === keys.join()) problems.push(`round ${i}: same as the round before`);
    rounds.unshift(keys);
  }
  return { rounds: rounds.reverse(), problems };
}

/** The share of the facts asked over a run that are in one of the focus tables (either factor). */
export function focusShare(report: RunReport, tables: readonly number[]): number {
  const all = report.rounds.flat();
  const inFocus = all.filter((key) => {
    const [, a, b] = key.split(':').map(Number);
    return tables.includes(a) || tables.includes(b);
  });
  return all.length ? inFocus.length / all.length : 0;
}
