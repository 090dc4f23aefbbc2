import { classify, type Try, WINDOW } from './rules';
import { type GradeInput, TAPS_KEPT, thresholdMs } from './threshold';
import {
  type Fact,
  type FactAttempt,
  type FactKey,
  type FactState,
  factKey,
  isFact,
  PAPER_SOURCE,
  PLACEMENT_SOURCE,
} from './types';

/** Who the model is for: the grade sets the recall anchor, the offset says where a day starts. */
export interface FluencyContext {
  grade: GradeInput;
  /** Minutes east of UTC of the child's local time (e.g. -180 for UTC−3). */
  tzOffsetMinutes: number;
}

/** What the per-fact rules need besides the answers. */
export interface RuleContext {
  thresholdMs: number;
  tzOffsetMinutes: number;
}

/** One fact's slice of the log: its newest answers (≤ WINDOW, newest first), count and state. */
export interface FactRecord {
  fact: Fact;
  recent: readonly Try[];
  n: number;
  state: FactState;
}

/** A warm-up tap as the threshold reads it. */
export interface TapTry {
  ms: number;
  t: number;
}

/** One child's live fluency state: everything derived from their attempt log. */
export interface FluencyModel {
  ctx: FluencyContext;
  thresholdMs: number;
  /** Most recent warm-up taps, newest first, at most TAPS_KEPT. */
  taps: readonly TapTry[];
  /** Facts with at least one answer; a missing fact is New. */
  facts: ReadonlyMap<FactKey, FactRecord>;
}

/** The model of a child with no attempts. */
export function emptyModel(ctx: FluencyContext): FluencyModel {
  return { ctx, thresholdMs: thresholdMs(ctx.grade, []), taps: [], facts: new Map() };
}

/** Epoch seconds of an ISO time (fractional, like Postgres `extract(epoch from at)`). */
export function epochSeconds(iso: string): number {
  return Date.parse(iso) / 1000;
}

/** Inserts by time, newest first, keeping `keep`; an equal time counts as newer (log order wins). */
function insertByTime<T extends { t: number }>(list: readonly T[], item: T, keep: number): T[] {
  let i = 0;
  while (i < list.length && list[i].t > item.t) i++;
  return [...list.slice(0, i), item, ...list.slice(i)].slice(0, keep);
}

/** The record of a fact after one more answer (the incremental fold's step). */
export function applyAttempt(
  record: FactRecord | undefined,
  fact: Fact,
  attempt: Pick<FactAttempt, 'correct' | 'ms' | 'assisted' | 'at' | 'source'>,
  ctx: RuleContext,
): FactRecord {
  const tried: Try = {
    correct: attempt.correct,
    ms: attempt.ms,
    assisted: attempt.assisted,
    t: epochSeconds(attempt.at),
    ...(attempt.source === PLACEMENT_SOURCE ? { placement: true } : {}),
    ...(attempt.source === PAPER_SOURCE ? { paper: true } : {}),
  };
  const recent = insertByTime(record?.recent ?? [], tried, WINDOW);
  const n = (record?.n ?? 0) + 1;
  return { fact, recent, n, state: classify(recent, n, ctx.thresholdMs, ctx.tzOffsetMinutes) };
}

/** Re-derives every fact's state under a new threshold (after a warm-up moved it). */
function restate(facts: ReadonlyMap<FactKey, FactRecord>, ctx: RuleContext): Map<FactKey, FactRecord> {
  const out = new Map<FactKey, FactRecord>();
  for (const [key, r] of facts) {
    out.set(key, { ...r, state: classify(r.recent, r.n, ctx.thresholdMs, ctx.tzOffsetMinutes) });
  }
  return out;
}

/** The model after one more attempt: a tap moves the threshold, a fact answer updates its record. */
export function withAttempt(model: FluencyModel, attempt: FactAttempt): FluencyModel {
  const { fact } = attempt;
  if (fact.op === 'tap') {
    const taps = insertByTime(model.taps, { ms: attempt.ms, t: epochSeconds(attempt.at) }, TAPS_KEPT);
    const limit = thresholdMs(
      model.ctx.grade,
      taps.map((x) => x.ms),
    );
    if (limit === model.thresholdMs) return { ...model, taps };
    const rules = { thresholdMs: limit, tzOffsetMinutes: model.ctx.tzOffsetMinutes };
    return { ...model, taps, thresholdMs: limit, facts: restate(model.facts, rules) };
  }
  if (!isFact(fact)) return model;
  const key = factKey(fact);
  const rules = { thresholdMs: model.thresholdMs, tzOffsetMinutes: model.ctx.tzOffsetMinutes };
  const facts = new Map(model.facts);
  facts.set(key, applyAttempt(model.facts.get(key), fact, attempt, rules));
  return { ...model, facts };
}

/**
 * One child's model rebuilt from their whole attempt log (any order: it is sorted by answer time,
 * equal times keeping log order). Equals the live model folded attempt by attempt: a state depends
 * only on the fact's kept answers, its count and the current threshold, so the rebuild keeps the
 * answers first and classifies each fact once, under the final threshold.
 */
export function stateFromLog(attempts: readonly FactAttempt[], ctx: FluencyContext): FluencyModel {
  const sorted = attempts
    .map((attempt, i) => ({ attempt, i, t: epochSeconds(attempt.at) }))
    .sort((x, y) => x.t - y.t || x.i - y.i);
  let taps: TapTry[] = [];
  const kept = new Map<FactKey, { fact: Fact; recent: Try[]; n: number }>();
  for (const { attempt, t } of sorted) {
    const { fact } = attempt;
    if (fact.op === 'tap') {
      taps = insertByTime(taps, { ms: attempt.ms, t }, TAPS_KEPT);
      continue;
    }
    if (!isFact(fact)) continue;
    const key = factKey(fact);
    const record = kept.get(key) ?? { fact, recent: [], n: 0 };
    const tried: Try = { correct: attempt.correct, ms: attempt.ms, assisted: attempt.assisted, t };
    if (attempt.source === PLACEMENT_SOURCE) tried.placement = true;
    if (attempt.source === PAPER_SOURCE) tried.paper = true;
    record.recent = insertByTime(record.recent, tried, WINDOW);
    record.n++;
    kept.set(key, record);
  }
  const limit = thresholdMs(
    ctx.grade,
    taps.map((x) => x.ms),
  );
  const facts = new Map<FactKey, FactRecord>();
  for (const [key, r] of kept) {
    facts.set(key, { ...r, state: classify(r.recent, r.n, limit, ctx.tzOffsetMinutes) });
  }
  return { ctx, thresholdMs: limit, taps, facts };
}

/** A fact's state in a model (New when never answered). */
export function stateOf(model: FluencyModel, fact: Fact): FactState {
  return model.facts.get(factKey(fact))?.state ?? 'new';
}
