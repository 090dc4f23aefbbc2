import { classify, isMiss, type Try, WINDOW } from './rules';
import { epochSeconds } from './state';
import { type GradeInput, median, TAPS_KEPT, thresholdMs } from './threshold';
import {
  allFacts,
  type FactAttempt,
  type FactKey,
  type FactState,
  factKey,
  isFact,
  PAPER_SOURCE,
  PLACEMENT_SOURCE,
} from './types';

/**
 * One answer as the `fact_log` RPC returns it: [correct 0|1, ms, assisted 0|1, epoch seconds], and a
 * fifth element 1 for a placement answer, 2 for a paper answer (practice answers keep the four).
 */
export type FactLogTry = [number, number, number, number] | [number, number, number, number, number];

/** A `fact_log` answer as the rules read it. */
export function tryFromLog(entry: FactLogTry): Try {
  const [correct, ms, assisted, t] = entry;
  const tried: Try = { correct: correct === 1, ms, assisted: assisted === 1, t };
  if (entry[4] === 1) tried.placement = true;
  if (entry[4] === 2) tried.paper = true;
  return tried;
}

/**
 * The `fact_log` RPC's JSON: per student and fact the 10 newest answers and the count; per
 * student the 10 newest warm-up tap times.
 */
export interface FactLogJson {
  facts: Array<{
    s: string | null;
    op: string;
    a: number;
    b: number;
    n: number;
    recent: FactLogTry[];
    /** The median ms of the right answers in `recent` when the server sends it (class form). */
    ms?: number | null;
  }>;
  taps: Array<{ s: string | null; recent: number[] }>;
}

/** The RPC's JSON as it may arrive: Postgres' jsonb_agg over no rows gives null, not []. */
export interface FactLogInput {
  facts?: FactLogJson['facts'] | null;
  taps?: Array<{ s: string | null; recent: number[] | null }> | null;
}

/** One cell of the fluency grid: the state, the median time of recent right answers, the tries. */
export interface FactCell {
  state: FactState;
  ms: number | null;
  tries: number;
  /** Misses (wrong, or right only with help) among the recent answers. */
  misses: number;
}

/** Per student (null: answers saved without a student) per fact key, all 200 facts filled in. */
export type FluencyGrid = Map<string | null, Map<FactKey, FactCell>>;

const ALL_KEYS: readonly FactKey[] = [...allFacts('mul'), ...allFacts('div')].map(factKey);
/** The cell of a fact never tried (shared: cells are read-only). */
const NEW_CELL: FactCell = Object.freeze({ state: 'new', ms: null, tries: 0, misses: 0 });

/** The grid from the class query, as the live model would compute it for each child. */
export function statesFromFactLog(
  json: FactLogInput,
  grade: GradeInput | ((student: string | null) => GradeInput),
  tzOffsetMinutes = 0,
): FluencyGrid {
  const gradeOf = typeof grade === 'function' ? grade : () => grade;
  const limits = new Map<string | null, number>();
  for (const row of json.taps ?? []) {
    limits.set(row.s, thresholdMs(gradeOf(row.s), (row.recent ?? []).slice(0, TAPS_KEPT)));
  }
  const limitOf = (s: string | null) => {
    const known = limits.get(s);
    if (known !== undefined) return known;
    const limit = thresholdMs(gradeOf(s), []);
    limits.set(s, limit);
    return limit;
  };
  const grid: FluencyGrid = new Map();
  const studentGrid = (s: string | null) => {
    let cells = grid.get(s);
    if (!cells) {
      cells = new Map(ALL_KEYS.map((key) => [key, NEW_CELL]));
      grid.set(s, cells);
    }
    return cells;
  };
  for (const s of limits.keys()) studentGrid(s);
  for (const row of json.facts ?? []) {
    const fact = { op: row.op, a: row.a, b: row.b };
    if (!isFact(fact)) continue;
    const recent: Try[] = (row.recent ?? []).slice(0, WINDOW).map(tryFromLog);
    const state = classify(recent, row.n, limitOf(row.s), tzOffsetMinutes);
    // Paper answers are untimed (ms 0): no time to show when they are the only right answers.
    const timed = recent.filter((x) => x.correct && !x.paper);
    const ms = timed.length === 0 ? null : row.ms !== undefined ? row.ms : median(timed.map((x) => x.ms));
    studentGrid(row.s).set(factKey(fact), { state, ms, tries: row.n, misses: recent.filter(isMiss).length });
  }
  return grid;
}

/**
 * What `fact_log` returns for a log (a reference for tests and for the server's query): answers
 * newest first by time, 10 per fact, 10 taps per student.
 */
export function factLogFromAttempts(attempts: readonly FactAttempt[]): FactLogJson {
  const sorted = attempts
    .map((attempt, i) => ({ attempt, i, t: epochSeconds(attempt.at) }))
    .sort((x, y) => y.t - x.t || y.i - x.i);
  const facts = new Map<string, FactLogJson['facts'][number]>();
  const taps = new Map<string | null, number[]>();
  for (const { attempt: x, t } of sorted) {
    if (x.fact.op === 'tap') {
      const list = taps.get(x.studentId) ?? [];
      if (list.length < TAPS_KEPT) list.push(x.ms);
      taps.set(x.studentId, list);
      continue;
    }
    const id = `${x.studentId}|${factKey(x.fact)}`;
    const row = facts.get(id) ?? {
      s: x.studentId,
      op: x.fact.op,
      a: x.fact.a,
      b: x.fact.b,
      n: 0,
      recent: [],
    };
    row.n++;
    if (row.recent.length < WINDOW) {
      const entry: FactLogTry = [x.correct ? 1 : 0, x.ms, x.assisted ? 1 : 0, t];
      const mark = x.source === PLACEMENT_SOURCE ? 1 : x.source === PAPER_SOURCE ? 2 : 0;
      row.recent.push(mark ? [...entry, mark] : entry);
    }
    facts.set(id, row);
  }
  return { facts: [...facts.values()], taps: [...taps].map(([s, recent]) => ({ s, recent })) };
}
