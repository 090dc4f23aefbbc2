import { type Focus, inFocus, isKnown, isOpen } from './plan';
import type { FluencyModel } from './state';
import { allFacts, type FactKey, factKey, parseFactKey } from './types';

/**
 * Two rules that spread a session (issue 38), kept apart from the chooser's order of preference:
 * - in the first session after a placement quiz, no fact is asked more than SPREAD_ASKS times in
 *   any SPREAD_WINDOW questions in a row (the walk saw 2 × 6 five times in 22 right after the quiz: a
 *   child's first real session must feel varied; later sessions keep the targets' expanding
 *   rehearsal, which the progress simulations rely on);
 * - with a grown-up's focus, the first question and at least half of the session are focus facts,
 *   mixed with review (a focus fact at every step where fewer than half so far were).
 */
export const SPREAD_WINDOW = 20;
/** Times one fact may be asked in any SPREAD_WINDOW questions in a row. */
export const SPREAD_ASKS = 3;

/** How often `key` was asked in the last SPREAD_WINDOW - 1 questions (the next one makes SPREAD_WINDOW). */
export function recentAsks(asked: readonly FactKey[], key: FactKey): number {
  let n = 0;
  for (let i = Math.max(0, asked.length - (SPREAD_WINDOW - 1)); i < asked.length; i++)
    if (asked[i] === key) n++;
  return n;
}

/** True when asking `key` now keeps it within SPREAD_ASKS in any SPREAD_WINDOW questions. */
export function withinWindow(asked: readonly FactKey[], key: FactKey): boolean {
  return recentAsks(asked, key) < SPREAD_ASKS;
}

/** True when the question at this step should be a focus fact (the first, and to keep ≥ half). */
export function focusTurn(asked: readonly FactKey[], focus: Focus | undefined): boolean {
  if (!focus || focus.tables.length === 0) return false;
  const focused = asked.filter((k) => inFocus(parseFactKey(k), focus)).length;
  return 2 * focused < asked.length + 1;
}

/**
 * A focus fact to ask now, given what may be asked (`allowed`): one owed after a miss first, then
 * a focus target, then the focus fact least asked this session (known or not, open ones only).
 */
export function focusFact(
  model: FluencyModel,
  focus: Focus,
  asked: readonly FactKey[],
  owed: readonly FactKey[],
  targets: readonly FactKey[],
  allowed: (key: FactKey) => boolean,
  rng: () => number,
): { key: FactKey; reason: 'return' | 'target' | 'review' } | null {
  const ok = (key: FactKey) => inFocus(parseFactKey(key), focus) && allowed(key);
  const back = owed.find(ok);
  if (back) return { key: back, reason: 'return' };
  const target = targets.find(ok);
  if (target) return { key: target, reason: 'target' };
  const count = (key: FactKey) => asked.filter((k) => k === key).length;
  const pool = [...allFacts('mul'), ...allFacts('div')]
    .filter((f) => isOpen(model, f))
    .map(factKey)
    .filter(ok);
  if (pool.length === 0) return null;
  const least = Math.min(...pool.map(count));
  const fewest = pool.filter((k) => count(k) === least);
  const key = fewest[Math.floor(rng() * fewest.length)];
  return { key, reason: isKnown(model.facts.get(key)?.state ?? 'new') ? 'review' : 'target' };
}

/** True when the newest answer in the model is a placement answer: the session follows a quiz. */
export function followsPlacement(model: FluencyModel): boolean {
  let newest = -1;
  let placed = false;
  for (const r of model.facts.values()) {
    const t = r.recent[0];
    if (t && t.t > newest) {
      newest = t.t;
      placed = t.placement === true;
    }
  }
  return placed;
}
