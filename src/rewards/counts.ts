import {
  allFacts,
  dayOf,
  type FactAttempt,
  type FluencyContext,
  type FluencyModel,
  isFact,
  isFluent,
  stateFromLog,
  stateOf,
} from '../fluency';

/**
 * A child's reward counts (issue 23), as public.student_rewards answers them: derived on the
 * server from fact_attempts and activity_results, so they are the same on every device.
 */
export interface RewardCounts {
  /** One per correct, unassisted maths answer (facts anywhere; lessons without a fact). */
  stars: number;
  /** Facts Fluent or Retained now. */
  fluent: number;
  retained: number;
  /** Tables (1..10) whose 19 multiplication facts are all Fluent or Retained. */
  fluentTables: number[];
  /** Tables whose 19 multiplication facts are all Retained. */
  retainedTables: number[];
  /** Local days with today's practice done (PRACTICE_DONE answers in practice or placement). */
  practiceDays: number;
  todayDone: boolean;
  /** Done days in a row ending today, or yesterday while today is not done yet. */
  streak: number;
  /** The newest done day before today (local day number), null when none. */
  lastDay: number | null;
  /** Today as a local day number (the server's clock, the child's time zone). */
  today: number;
}

/** Answers in practice or placement on one local day that make the day's practice done. */
export const PRACTICE_DONE = 10;

/** The counts of a child who has done nothing yet. */
export const NO_REWARDS: RewardCounts = {
  stars: 0,
  fluent: 0,
  retained: 0,
  fluentTables: [],
  retainedTables: [],
  practiceDays: 0,
  todayDone: false,
  streak: 0,
  lastDay: null,
  today: 0,
};

const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The RPC's JSON as counts (anything missing or malformed reads as none). */
export function countsFromJson(json: unknown): RewardCounts {
  if (!json || typeof json !== 'object') return NO_REWARDS;
  const j = json as Record<string, unknown>;
  return {
    stars: count(j.stars),
    fluent: count(j.fluent),
    retained: count(j.retained),
    fluentTables: numbers(j.fluent_tables),
    retainedTables: numbers(j.retained_tables),
    practiceDays: count(j.practice_days),
    todayDone: j.today_done === true,
    streak: count(j.streak),
    lastDay: typeof j.last_day === 'number' ? j.last_day : null,
    today: count(j.today),
  };
}

/** What the collection is earned from: Fluent facts, fully Fluent tables, Retained tables. */
export type CollectionCounts = Pick<RewardCounts, 'fluent' | 'fluentTables' | 'retainedTables'>;

/** The collection counts of a live model (the practice scene's unlock reveal). */
export function collectionOf(model: FluencyModel): CollectionCounts {
  const mul = allFacts('mul');
  const fluent = [...mul, ...allFacts('div')].filter((f) => isFluent(stateOf(model, f))).length;
  const tables = Array.from({ length: 10 }, (_, i) => i + 1);
  const whole = (t: number, ok: (s: string) => boolean) =>
    mul.filter((f) => f.a === t || f.b === t).every((f) => ok(stateOf(model, f)));
  return {
    fluent,
    fluentTables: tables.filter((t) => whole(t, (s) => s === 'fluent' || s === 'retained')),
    retainedTables: tables.filter((t) => whole(t, (s) => s === 'retained')),
  };
}

/** A lesson result as the recount reads it. */
export interface LessonResult {
  activityId: string;
  isCorrect: boolean;
}

/**
 * The same counts recounted from a child's whole log in TypeScript (the fluency model's states):
 * the reference the server's function is tested against (tests/api/rewards.test.ts).
 */
export function recountRewards(
  attempts: readonly FactAttempt[],
  lessons: readonly LessonResult[],
  ctx: FluencyContext,
  nowMs: number,
): RewardCounts {
  const model = stateFromLog(attempts, ctx);
  const collection = collectionOf(model);
  const retained = [...allFacts('mul'), ...allFacts('div')].filter((f) => stateOf(model, f) === 'retained');
  const facts = attempts.filter((x) => isFact(x.fact));
  const sources = new Set(facts.map((x) => x.source));
  const lessonStars = new Set(
    lessons.filter((l) => l.isCorrect && !sources.has(l.activityId)).map((l) => l.activityId),
  );
  const perDay = new Map<number, number>();
  for (const x of facts) {
    if (x.source !== 'practice' && x.source !== 'placement') continue;
    const day = dayOf(Date.parse(x.at) / 1000, ctx.tzOffsetMinutes);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const done = new Set([...perDay].filter(([, n]) => n >= PRACTICE_DONE).map(([d]) => d));
  const today = dayOf(nowMs / 1000, ctx.tzOffsetMinutes);
  let streak = 0;
  for (let d = done.has(today) ? today : today - 1; done.has(d); d--) streak++;
  const before = [...done].filter((d) => d < today);
  return {
    stars: facts.filter((x) => x.correct && !x.assisted).length + lessonStars.size,
    ...collection,
    retained: retained.length,
    practiceDays: [...done].filter((d) => d <= today).length,
    todayDone: done.has(today),
    streak,
    lastDay: before.length > 0 ? Math.max(...before) : null,
    today,
  };
}
