import { isFluent, tableFacts } from './plan';
import { type Rng, shuffled } from './random';
import { isMiss, isQuick } from './rules';
import type { FluencyModel } from './state';
import { type GradeInput, gradeLevel } from './threshold';
import { EASY_ORDER, type FactAttempt, type FactKey, factKey } from './types';

/**
 * The placement quiz (issue 23), the rules and why. A child's first practice, and a practice a
 * grown-up asks for with "Check again", is a short quiz instead of a lesson:
 * - easy first through the tables (EASY_ORDER: ×2, ×10, ×5, ×1, ×3, ×4, ×8, ×9, ×6, ×7), up to
 *   PER_TABLE facts of each (one try each; the table's facts by tableOf, different second factors,
 *   drawn at random; facts already Fluent or Retained are not asked again);
 * - a table stops after TABLE_STOP misses or TABLE_STOP slow answers (right but over the child's
 *   threshold), and the quiz moves to the next table;
 * - the quiz ends after PLACEMENT_MAX facts (YOUNG_PLACEMENT_MAX at grade ≤ 2), PLACEMENT_MS of
 *   answering (YOUNG_PLACEMENT_MS), or EMPTY_TABLES tables in a
 *   row without one quick answer (our choice: a child who knows none of two tables has shown where
 *   to start, and more misses only feel like a test);
 * - every answer is stored with source 'placement'. A quick one makes the fact Placed: a known fact
 *   from the next question on, which turns Fluent only after a later quick answer (rules.ts), so
 *   placement alone never makes a fact Fluent.
 * Sources: XtraMath's placement quiz ("How does XtraMath work?", xtramath.org: a quiz at the start
 * decides which facts are practised, each fact asked once against the timer) and ExploreLearning
 * Reflex's fluency assessment ("Reflex Key Terms", help.explorelearning.com: the first session
 * measures which facts a student already knows fluently, so practice starts beyond them). The
 * per-table sample and the stop rules are ours: they keep the quiz to about 3 minutes.
 */

/** Most facts one quiz asks. */
export const PLACEMENT_MAX = 40;
/** Most answering time of one quiz (ms, from the first answer). */
export const PLACEMENT_MS = 180_000;
/**
 * A young child's quiz (grade ≤ 2, or no grade known): at most 15 facts and 2 minutes (issue 38: a
 * 36-question first practice is a test, not a start). Our choice, in line with the attention span
 * teachers plan for at 6–7; the quiz says how many are left and the child may stop at any point.
 */
export const YOUNG_PLACEMENT_MAX = 15;
/** A young child's quiz time (ms, from the first answer). */
export const YOUNG_PLACEMENT_MS = 120_000;

/** The quiz's caps for a grade: young (≤ 2 or unknown) 15 facts or 2 minutes, else 40 or 3. */
export function placementLimits(grade: GradeInput): { max: number; ms: number } {
  const level = gradeLevel(grade);
  return level === null || level <= 2
    ? { max: YOUNG_PLACEMENT_MAX, ms: YOUNG_PLACEMENT_MS }
    : { max: PLACEMENT_MAX, ms: PLACEMENT_MS };
}
/** Facts asked per table at most. */
export const PER_TABLE = 4;
/** Misses, or slow answers, that stop a table. */
export const TABLE_STOP = 2;
/** Tables in a row with no quick answer that end the quiz. */
export const EMPTY_TABLES = 2;

/** Where a placement quiz stands (plain data). */
export interface PlacementState {
  /** Tables still to visit, the current one first. */
  readonly tables: readonly number[];
  /** Facts of the current table still to ask. */
  readonly planned: readonly FactKey[];
  readonly misses: number;
  readonly slows: number;
  readonly quick: number;
  /** Tables in a row that ended with no quick answer. */
  readonly emptyRun: number;
  readonly asked: number;
  /** Epoch ms of the first answer. */
  readonly firstAt: number | null;
  /** The most facts and answering time of this quiz (placementLimits). */
  readonly max: number;
  readonly ms: number;
}

/** The facts of a table the quiz asks: up to PER_TABLE, one per second factor, not yet Fluent. */
function plan(table: number, model: FluencyModel, rng: Rng): FactKey[] {
  const open = tableFacts(table).filter((f) => !isFluent(model.facts.get(factKey(f))?.state));
  const seen = new Set<number>();
  const out: FactKey[] = [];
  for (const fact of shuffled(open, rng)) {
    const other = fact.a === table ? fact.b : fact.a;
    if (seen.has(other)) continue;
    seen.add(other);
    out.push(factKey(fact));
    if (out.length === PER_TABLE) break;
  }
  return out;
}

/** Moves to the next table with something to ask (or to none: the quiz is over). */
function nextTable(p: PlacementState, model: FluencyModel, rng: Rng, emptyRun: number): PlacementState {
  let tables = p.tables.slice(1);
  let planned: FactKey[] = [];
  while (tables.length > 0) {
    planned = plan(tables[0], model, rng);
    if (planned.length > 0) break;
    tables = tables.slice(1);
  }
  return { ...p, tables, planned, misses: 0, slows: 0, quick: 0, emptyRun };
}

/** A new quiz for a child's model. */
export function startPlacement(model: FluencyModel, rng: Rng): PlacementState {
  const start: PlacementState = {
    // nextTable drops the current table first: 0 stands in front of the first real one.
    tables: [0, ...EASY_ORDER],
    planned: [],
    misses: 0,
    slows: 0,
    quick: 0,
    emptyRun: 0,
    asked: 0,
    firstAt: null,
    ...placementLimits(model.ctx.grade),
  };
  return nextTable(start, model, rng, 0);
}

/** True when the quiz has nothing more to ask. */
export function placementOver(p: PlacementState, lastAt: number | null): boolean {
  if (p.tables.length === 0 || p.planned.length === 0) return true;
  if (p.asked >= p.max || p.emptyRun >= EMPTY_TABLES) return true;
  return p.firstAt !== null && lastAt !== null && lastAt - p.firstAt >= p.ms;
}

/** Questions the quiz may still ask at most, the one showing included ("3 more!"; it can end sooner). */
export function placementLeft(p: PlacementState): number {
  return placementOver(p, null) ? 0 : Math.max(0, p.max - p.asked);
}

/** The fact the quiz asks now (null when it is over). */
export function placementQuestion(p: PlacementState): FactKey | null {
  return placementOver(p, null) ? null : p.planned[0];
}

/** The quiz after the child answered the current fact; `thresholdMs` judges quick and slow. */
export function placementAnswered(
  p: PlacementState,
  attempt: Pick<FactAttempt, 'correct' | 'ms' | 'assisted' | 'at'>,
  thresholdMs: number,
  model: FluencyModel,
  rng: Rng,
): PlacementState {
  const at = Date.parse(attempt.at);
  const t = { ...attempt, t: at / 1000 };
  const quick = p.quick + (isQuick(t, thresholdMs) ? 1 : 0);
  const misses = p.misses + (isMiss(t) ? 1 : 0);
  const slows = p.slows + (!isMiss(t) && !isQuick(t, thresholdMs) ? 1 : 0);
  const step: PlacementState = {
    ...p,
    planned: p.planned.slice(1),
    quick,
    misses,
    slows,
    asked: p.asked + 1,
    firstAt: p.firstAt ?? at,
  };
  const stop = misses >= TABLE_STOP || slows >= TABLE_STOP || step.planned.length === 0;
  if (!stop) return step;
  return nextTable(step, model, rng, quick > 0 ? 0 : p.emptyRun + 1);
}
