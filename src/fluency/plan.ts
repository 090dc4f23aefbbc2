import { dayOf } from './rules';
import type { FactRecord, FluencyModel } from './state';
import { allFacts, type Fact, type FactKey, type FactState, factKey, introRank, partnerOf } from './types';

/** New facts a child may meet per day (Rocket Math's "two facts at a time"). */
export const NEW_PER_DAY = 2;
/** Target (not yet known) facts per session, as in incremental rehearsal. */
export const TARGETS_PER_SESSION = 2;
/** Session length: 20 questions, one more per 10 known facts, at most 30. */
export const MIN_QUESTIONS = 20;
/** Longest session (also the cap when a late miss extends it). */
export const MAX_QUESTIONS = 30;

const EVERY_FACT: readonly Fact[] = [...allFacts('mul'), ...allFacts('div')].sort(
  (x, y) => introRank(x) - introRank(y),
);

/** Known facts make up the rehearsal around the targets: right on the recent answers. */
export function isKnown(state: FactState): boolean {
  return state === 'slow' || state === 'fluent' || state === 'retained';
}

/** Fluent or Retained. */
export function isFluent(state: FactState | undefined): boolean {
  return state === 'fluent' || state === 'retained';
}

/** Multiplication is always open; a division fact opens once its multiplication partner is fluent. */
export function isOpen(model: FluencyModel, fact: Fact): boolean {
  return fact.op === 'mul' || isFluent(model.facts.get(factKey(partnerOf(fact)))?.state);
}

/**
 * Whether a fact was first answered on `day`. Only the newest 10 answers are kept, so a fact whose
 * oldest kept answer is from `day` counts as met today even if older answers fell off: the count
 * may only err towards fewer new facts, never more.
 */
function metOn(record: FactRecord, day: number, tzOffsetMinutes: number): boolean {
  return dayOf(record.recent[record.recent.length - 1].t, tzOffsetMinutes) === day;
}

/** How many facts the child met for the first time on `day`. */
export function newFactsOn(model: FluencyModel, day: number): number {
  let count = 0;
  for (const record of model.facts.values()) if (metOn(record, day, model.ctx.tzOffsetMinutes)) count++;
  return count;
}

/** With this many facts still being learned, no new fact is added: the child has enough to learn. */
export const BACKLOG_LIMIT = 4;

/**
 * The session's targets: the neediest open fact being learned (Stuck first, then easiest), and
 * while today's new-fact allowance lasts and the backlog is small, the next never-seen open fact in
 * the easy-first order; otherwise a second fact being learned.
 */
export function pickTargets(model: FluencyModel, day: number): FactKey[] {
  const unknown = [...model.facts.values()]
    .filter((r) => (r.state === 'stuck' || r.state === 'learning') && isOpen(model, r.fact))
    .sort(
      (x, y) =>
        Number(y.state === 'stuck') - Number(x.state === 'stuck') || introRank(x.fact) - introRank(y.fact),
    )
    .map((r) => factKey(r.fact));
  const targets = unknown.slice(0, 1);
  let allowance = unknown.length < BACKLOG_LIMIT ? NEW_PER_DAY - newFactsOn(model, day) : 0;
  for (const fact of EVERY_FACT) {
    if (targets.length >= TARGETS_PER_SESSION || allowance <= 0) break;
    if (model.facts.has(factKey(fact)) || !isOpen(model, fact)) continue;
    targets.push(factKey(fact));
    allowance--;
  }
  for (const key of unknown.slice(1)) if (targets.length < TARGETS_PER_SESSION) targets.push(key);
  return targets;
}

/** Session length for a model: 20, plus one per 10 known facts, at most 30. */
export function sessionLength(model: FluencyModel): number {
  let known = 0;
  for (const r of model.facts.values()) if (isKnown(r.state)) known++;
  return Math.min(MAX_QUESTIONS, MIN_QUESTIONS + Math.floor(known / 10));
}
