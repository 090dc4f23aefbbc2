import { dayOf } from './rules';
import type { FactRecord, FluencyModel } from './state';
import {
  allFacts,
  EASY_ORDER,
  type Fact,
  type FactKey,
  type FactState,
  factKey,
  introRank,
  partnerOf,
} from './types';

/**
 * New facts a child may meet per day (Rocket Math's "two facts at a time") while placement has
 * covered no whole table. Once it has (see coveredTables), the allowance is per session instead:
 * a child who showed they know whole tables meets the next facts at once, and the backlog limit
 * (BACKLOG_LIMIT facts being learned) is what holds the pace.
 */
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

/** Known facts make up the rehearsal around the targets: right on the recent answers, or Placed. */
export function isKnown(state: FactState): boolean {
  return state === 'slow' || state === 'placed' || state === 'fluent' || state === 'retained';
}

/** Tables a grown-up asked to work on first (issue 23): ×3 and ×4, with their ÷ or not. */
export interface Focus {
  tables: readonly number[];
  division: boolean;
}

/** The table a fact belongs to: its easier factor by EASY_ORDER (2 × 7 and 7 × 2 are both ×2). */
export function tableOf(fact: Fact): number {
  return EASY_ORDER.indexOf(fact.a) <= EASY_ORDER.indexOf(fact.b) ? fact.a : fact.b;
}

/** The multiplication facts of a table (see tableOf), easy first, the table's number first. */
export function tableFacts(table: number): Fact[] {
  return EVERY_FACT.filter((f) => f.op === 'mul' && tableOf(f) === table);
}

/** True when a fact is in one of the focus tables (either factor), ÷ only when the focus says so. */
export function inFocus(fact: Fact, focus: Focus | undefined): boolean {
  if (!focus || focus.tables.length === 0) return false;
  if (fact.op === 'div' && !focus.division) return false;
  return focus.tables.includes(fact.a) || focus.tables.includes(fact.b);
}

/**
 * Tables placement has covered: some fact of the table was placed (a placement answer in its
 * kept answers), at least PLACED_TABLE_MIN of its facts are known, and none is being learned or
 * Stuck. Their facts never answered are checked in the sweep, not taught as new facts.
 */
export function coveredTables(model: FluencyModel): Set<number> {
  const covered = new Set<number>();
  for (const table of EASY_ORDER) {
    let known = 0;
    let placed = false;
    let open = true;
    for (const fact of tableFacts(table)) {
      const r = model.facts.get(factKey(fact));
      if (!r) continue;
      if (isKnown(r.state)) known++;
      if (r.state === 'learning' || r.state === 'stuck') open = false;
      if (r.recent.some((x) => x.placement)) placed = true;
    }
    if (placed && open && known >= PLACED_TABLE_MIN) covered.add(table);
  }
  return covered;
}

/** Known facts (at least one placed) that make a table count as covered by placement. */
export const PLACED_TABLE_MIN = 3;

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
 * The session's targets: the neediest open fact being learned (focus tables first, then Stuck,
 * then easiest), and while the new-fact allowance lasts and the backlog is small, the next
 * never-seen open fact (focus tables first, then the easy-first order, skipping tables placement
 * covered); otherwise a second fact being learned. The allowance is NEW_PER_DAY a local day, or
 * per session once placement covered a table (see NEW_PER_DAY).
 */
export function pickTargets(model: FluencyModel, day: number, focus?: Focus): FactKey[] {
  const focused = (f: Fact) => Number(inFocus(f, focus));
  const unknown = [...model.facts.values()]
    .filter((r) => (r.state === 'stuck' || r.state === 'learning') && isOpen(model, r.fact))
    .sort(
      (x, y) =>
        focused(y.fact) - focused(x.fact) ||
        Number(y.state === 'stuck') - Number(x.state === 'stuck') ||
        introRank(x.fact) - introRank(y.fact),
    )
    .map((r) => factKey(r.fact));
  const targets = unknown.slice(0, 1);
  const covered = coveredTables(model);
  const today = covered.size > 0 ? 0 : newFactsOn(model, day);
  let allowance = unknown.length < BACKLOG_LIMIT ? NEW_PER_DAY - today : 0;
  const fresh = EVERY_FACT.filter(
    (f) =>
      !model.facts.has(factKey(f)) && isOpen(model, f) && (inFocus(f, focus) || !covered.has(tableOf(f))),
  ).sort((x, y) => focused(y) - focused(x));
  for (const fact of fresh) {
    if (targets.length >= TARGETS_PER_SESSION || allowance <= 0) break;
    targets.push(factKey(fact));
    allowance--;
  }
  for (const key of unknown.slice(1)) if (targets.length < TARGETS_PER_SESSION) targets.push(key);
  return targets;
}

/** Facts of covered tables never answered: the sweep checks them (see coveredTables). */
export function factsToCheck(model: FluencyModel): Fact[] {
  const covered = coveredTables(model);
  return EVERY_FACT.filter((f) => f.op === 'mul' && covered.has(tableOf(f)) && !model.facts.has(factKey(f)));
}

/** Session length for a model: 20, plus one per 10 known facts, at most 30. */
export function sessionLength(model: FluencyModel): number {
  let known = 0;
  for (const r of model.facts.values()) if (isKnown(r.state)) known++;
  return Math.min(MAX_QUESTIONS, MIN_QUESTIONS + Math.floor(known / 10));
}
