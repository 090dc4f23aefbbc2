import { type ChallengeSetup, HISTORY_ROUNDS, MAX_IN_WINDOW } from '@scenes/engine/challenge';
import { type Rng, shuffled } from '@/fluency/random';
import { type Fact, type FactKey, factKey } from '@/fluency/types';

/**
 * The no-repeat rule (issue 33 §3): a fact asked by the round before is not asked again, and no fact
 * is asked more than MAX_IN_WINDOW times in HISTORY_ROUNDS + 1 rounds in a row.
 */
export function allowedAfter(history: ChallengeSetup['history'], key: FactKey): boolean {
  if (history[0]?.includes(key)) return false;
  const times = history.slice(0, HISTORY_ROUNDS).filter((round) => round.includes(key)).length;
  return times < MAX_IN_WINDOW;
}

/** The plan's facts in the order a round takes them: focus (mixed), targets (as given), review (mixed). */
export function planOrder(setup: ChallengeSetup, rng: Rng): Fact[] {
  const { focus, targets, review } = setup.plan;
  const seen = new Set<FactKey>();
  const out: Fact[] = [];
  for (const fact of [...shuffled(focus, rng), ...targets, ...shuffled(review, rng)]) {
    const key = factKey(fact);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(fact);
  }
  return out;
}

/**
 * Picks up to `count` distinct facts for a round, in plan order, that keep the no-repeat rule and
 * that `accept` takes (a game's own shape: a castle's target needs two factor pairs). When too few
 * keep the rule (a small range), it relaxes: first the five-round window, keeping "not the round
 * before", then that too; a round is never empty while the plan has an acceptable fact.
 */
export function pickFacts(
  setup: ChallengeSetup,
  count: number,
  rng: Rng,
  accept: (fact: Fact, picked: readonly Fact[]) => boolean = () => true,
): Fact[] {
  const order = planOrder(setup, rng);
  const last = new Set(setup.history[0] ?? []);
  const tiers: ((key: FactKey) => boolean)[] = [
    (key) => allowedAfter(setup.history, key),
    (key) => !last.has(key),
    () => true,
  ];
  const picked: Fact[] = [];
  for (const allowed of tiers) {
    for (const fact of order) {
      if (picked.length >= count) return picked;
      const key = factKey(fact);
      if (picked.some((p) => factKey(p) === key) || !allowed(key) || !accept(fact, picked)) continue;
      picked.push(fact);
    }
  }
  return picked;
}

/**
 * Answer options for a fact's answer: the answer and `count - 1` near misses (±1, ±2, a neighbouring
 * row of the table), all positive and distinct, in a seeded order.
 */
export function optionsFor(answer: number, step: number, count: number, rng: Rng): number[] {
  const near = [
    answer + step,
    answer - step,
    answer + 1,
    answer - 1,
    answer + 2,
    answer + 2 * step,
    answer - 2,
  ];
  const out = [answer];
  for (const value of shuffled(near, rng)) {
    if (out.length >= count) break;
    if (value > 0 && !out.includes(value)) out.push(value);
  }
  for (let extra = answer + 3; out.length < count; extra++) if (!out.includes(extra)) out.push(extra);
  return shuffled(out, rng);
}
