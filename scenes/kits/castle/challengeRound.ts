import type { ChallengeSetup } from '@scenes/engine/challenge';
import { optionsFor, pickFacts } from '@scenes/kits/challenge/pick';
import { seededRng } from '@/fluency/random';
import type { ItemsRound } from './challengeItems';
import { castleItem, type ItemsGame } from './itemsLogic';

/**
 * A challenge round's items (issue 33): as many of the child's facts as the game has plots (the plan's
 * order, the no-repeat rule), each named as the spec's plot in that place ("Tower 1", "North Wall"),
 * with three keys: the product and two near misses (a row off, one or two off). Pure and seeded.
 */
export function itemsRound(game: ItemsGame, setup: ChallengeSetup): ItemsRound {
  const rng = seededRng(setup.seed);
  const facts = pickFacts(setup, game.items.length, rng);
  const items = facts.map((f, i) => castleItem(() => game.items[i].name, f.a, f.b));
  return { items, options: items.map((it) => optionsFor(it.a * it.b, it.b, 3, rng)) };
}
