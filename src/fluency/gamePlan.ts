import type { ChallengePlan } from '@scenes/engine/challenge';
import { type Focus, inFocus } from './plan';
import { type Rng, shuffled } from './random';
import { type FluencyModel, stateOf } from './state';
import { type Fact, type FactState, introRank } from './types';

/** States of facts a challenge round works on first: being learned, stuck, or right but slow. */
const TARGET_STATES: readonly FactState[] = ['stuck', 'learning', 'slow'];

/**
 * New facts a game round takes as targets, in teaching order (like practice's two targets a
 * session): the rest of the new facts are mixed into review, so a new child's rounds reach across
 * the level's range instead of walking the ×2 table.
 */
export const NEW_IN_GAME = 2;

/**
 * The fluency chooser's answer to a game (issue 33 §3): of the facts a game may ask now, the week's
 * focus tables first, then the child's targets (stuck, being learned, slow, then new ones in the
 * order facts are introduced, NEW_IN_GAME of them), then review (known facts and the other new ones,
 * mixed). Without a child (a grown-up, a guest) every fact is review, in a seeded mix.
 */
export function gamePlan(
  model: FluencyModel | null,
  focus: Focus | undefined,
  facts: readonly Fact[],
  rng: Rng,
): ChallengePlan {
  if (!model) return { focus: [], targets: [], review: shuffled(facts, rng) };
  const inFocusNow = facts.filter((f) => inFocus(f, focus));
  const rest = facts.filter((f) => !inFocus(f, focus));
  const rank = (f: Fact) => {
    const state = stateOf(model, f);
    const i = TARGET_STATES.indexOf(state);
    return i >= 0 ? i : state === 'new' ? TARGET_STATES.length : -1;
  };
  const isNew = (f: Fact) => rank(f) === TARGET_STATES.length;
  const fresh = rest.filter(isNew).sort((x, y) => introRank(x) - introRank(y));
  const targets = [
    ...shuffled(
      rest.filter((f) => rank(f) >= 0 && !isNew(f)),
      rng,
    ).sort((x, y) => rank(x) - rank(y)),
    ...fresh.slice(0, NEW_IN_GAME),
  ];
  const review = shuffled([...rest.filter((f) => rank(f) < 0), ...fresh.slice(NEW_IN_GAME)], rng);
  return { focus: shuffled(inFocusNow, rng), targets, review };
}
