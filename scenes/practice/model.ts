import {
  classify,
  type FactKey,
  type FactLogInput,
  type FactRecord,
  type FluencyContext,
  type FluencyModel,
  factKey,
  isFact,
  TAPS_KEPT,
  type TapTry,
  type Try,
  thresholdMs,
  tryFromLog,
  WINDOW,
} from '@/fluency';

/**
 * One child's live model from the `fact_log` RPC (their 10 newest answers per fact and count, and
 * their newest tap times): the same records `stateFromLog` keeps, so the session starts where the
 * child's whole history left off without downloading it.
 */
export function modelFromFactLog(
  json: FactLogInput,
  studentId: string | null,
  ctx: FluencyContext,
): FluencyModel {
  const tapRow = (json.taps ?? []).find((row) => row.s === studentId);
  // The RPC keeps tap times newest first without their times; tiny decreasing times keep that order.
  const taps: TapTry[] = (tapRow?.recent ?? []).slice(0, TAPS_KEPT).map((ms, i) => ({ ms, t: -i }));
  const limit = thresholdMs(
    ctx.grade,
    taps.map((x) => x.ms),
  );
  const facts = new Map<FactKey, FactRecord>();
  for (const row of json.facts ?? []) {
    const fact = { op: row.op, a: row.a, b: row.b };
    if (row.s !== studentId || !isFact(fact)) continue;
    const recent: Try[] = (row.recent ?? []).slice(0, WINDOW).map(tryFromLog);
    facts.set(factKey(fact), {
      fact,
      recent,
      n: row.n,
      state: classify(recent, row.n, limit, ctx.tzOffsetMinutes),
    });
  }
  return { ctx, thresholdMs: limit, taps, facts };
}

/** The answer times (ISO) the log holds for one child: the days they practised, for the streak. */
export function practiceDates(json: FactLogInput, studentId: string | null): string[] {
  const dates: string[] = [];
  for (const row of json.facts ?? []) {
    if (row.s !== studentId) continue;
    for (const [, , , t] of row.recent ?? []) dates.push(new Date(t * 1000).toISOString());
  }
  return dates;
}
