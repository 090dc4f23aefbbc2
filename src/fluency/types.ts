/** One multiplication (a × b) or division ((a·b) ÷ b) fact; a and b are 1..10. */
export type FactOp = 'mul' | 'div';

/** A fact as logged: mul(a, b) asks a × b; div(a, b) asks (a·b) ÷ b, whose answer is a. */
export interface Fact {
  op: FactOp;
  a: number;
  b: number;
}

/** A warm-up tap: digit `a` (0..9) was shown; the answer is the digit typed. */
export interface TapFact {
  op: 'tap';
  a: number;
  b: 0;
}

/** One answer, as stored in `public.fact_attempts` (the shared contract of issue 16). */
export interface FactAttempt {
  clientId: string;
  studentId: string | null;
  fact: Fact | TapFact;
  answer: number;
  correct: boolean;
  ms: number;
  assisted: boolean;
  /** 'practice', 'warmup', 'placement' (placement quiz and checks), or a game or lesson id. */
  source: string;
  /** Client time of the answer, ISO 8601. */
  at: string;
}

/** Where a fact stands for one child (see index.ts for the rules). */
export type FactState = 'new' | 'learning' | 'placed' | 'slow' | 'fluent' | 'retained' | 'stuck';

/** A stable string key for a fact: "mul:7:8". */
export type FactKey = string;

/** The table facts are introduced in: easy first (×2, ×10, ×5, ×1, ×3, ×4, ×8, ×9, ×6, ×7). */
export const EASY_ORDER: readonly number[] = [2, 10, 5, 1, 3, 4, 8, 9, 6, 7];

/** The key of a fact, e.g. "mul:7:8" or "div:7:8" (for 56 ÷ 8). */
export function factKey(fact: Fact): FactKey {
  return `${fact.op}:${fact.a}:${fact.b}`;
}

/** The fact a key names; throws on a key that is not one of the 200 facts. */
export function parseFactKey(key: FactKey): Fact {
  const [op, a, b] = key.split(':');
  const fact = { op, a: Number(a), b: Number(b) };
  if (!isFact(fact)) throw new Error(`Not a fact key: ${key}`);
  return fact;
}

/** True for a mul/div fact with both numbers in 1..10. */
export function isFact(value: { op: string; a: number; b: number }): value is Fact {
  const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= 10;
  return (value.op === 'mul' || value.op === 'div') && inRange(value.a) && inRange(value.b);
}

/** The fact as a child reads it: "7 × 8" or "56 ÷ 8". */
export function factText(fact: Fact): string {
  return fact.op === 'mul' ? `${fact.a} × ${fact.b}` : `${fact.a * fact.b} ÷ ${fact.b}`;
}

/** The right answer: a·b for mul, a for div. */
export function answerOf(fact: Fact): number {
  return fact.op === 'mul' ? fact.a * fact.b : fact.a;
}

/** The inverse fact of the same family: div(a, b) ↔ mul(a, b). */
export function partnerOf(fact: Fact): Fact {
  return { op: fact.op === 'mul' ? 'div' : 'mul', a: fact.a, b: fact.b };
}

/** The 100 facts of one operation, a then b ascending. */
export function allFacts(op: FactOp): Fact[] {
  const facts: Fact[] = [];
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) facts.push({ op, a, b });
  return facts;
}

/**
 * The order new facts are introduced in (lower first): a fact belongs to the table of its easier
 * factor (by EASY_ORDER), then goes by the other factor's ease, the table's number first (8 × 7
 * before 7 × 8); a division fact
 * comes right after its multiplication partner.
 */
export function introRank(fact: Fact): number {
  const ra = EASY_ORDER.indexOf(fact.a);
  const rb = EASY_ORDER.indexOf(fact.b);
  const table = Math.min(ra, rb);
  const other = Math.max(ra, rb);
  const swapped = ra > rb ? 1 : 0;
  return table * 400 + other * 40 + swapped * 20 + (fact.op === 'div' ? 10 : 0);
}

/** The source of placement answers (the quiz, and placement checks inside a session). */
export const PLACEMENT_SOURCE = 'placement';
/** The source of answers marked from a printed sheet (issue 37): untimed, accuracy only. */
export const PAPER_SOURCE = 'paper';
