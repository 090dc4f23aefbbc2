/**
 * The child's "quick enough" time for one answer, in ms: a recall anchor plus the child's own
 * typing time, measured by the tap warm-up. Why two parts: programs that time facts (XtraMath,
 * Rocket Math) pick about 3 s as "long enough to type a recalled answer but not to count it out",
 * which bakes a typical child's typing into the number. Splitting it lets a slow typist keep the
 * same recall bar instead of being marked slow at maths (Reflex measures typing speed at the start
 * for the same reason). Sources and the full rules: index.ts.
 */

/** Recall part for ages 8–10 (grade 2 and up, or grade unknown): 2 s + ~1 s typing ≈ the 3 s anchor. */
export const RECALL_MS = 2000;
/** Recall part for ages 6–7 (kindergarten and grade 1): one second more. */
export const YOUNG_RECALL_MS = 3000;
/** Typing part when the child has done no warm-up yet. */
export const DEFAULT_TAP_MS = 1000;
/** Bounds on the typing part, so a distracted warm-up cannot make every answer "quick" or none. */
export const TAP_MS_MIN = 300;
/** Upper bound of the typing part. */
export const TAP_MS_MAX = 3000;
/** How many of the most recent warm-up taps count (the class query returns the same number). */
export const TAPS_KEPT = 10;

/** A grade as stored (`student_profiles.student_grade` is free text) or as a number. */
export type GradeInput = string | number | null | undefined;

/** The grade as a number (kindergarten 0), or null when the text names none. */
export function gradeLevel(grade: GradeInput): number | null {
  if (typeof grade === 'number') return Number.isFinite(grade) ? grade : null;
  if (!grade) return null;
  if (/\b(k|kg|kinder\w*|reception|pre-?k)\b/i.test(grade)) return 0;
  const digits = grade.match(/\d+/);
  return digits ? Number(digits[0]) : null;
}

/** True for ages 6–7: grade ≤ 1. An unknown grade gets the standard threshold. */
export function isYoung(grade: GradeInput): boolean {
  const level = gradeLevel(grade);
  return level !== null && level <= 1;
}

/** The median of a list of numbers (mean of the middle two for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The threshold in ms: recall anchor for the grade + median of the most recent warm-up tap times
 * (newest first; only the first TAPS_KEPT count), clamped to [TAP_MS_MIN, TAP_MS_MAX].
 */
export function thresholdMs(grade: GradeInput, tapMsNewestFirst: readonly number[]): number {
  const recall = isYoung(grade) ? YOUNG_RECALL_MS : RECALL_MS;
  const tap = median(tapMsNewestFirst.slice(0, TAPS_KEPT)) ?? DEFAULT_TAP_MS;
  return recall + Math.min(TAP_MS_MAX, Math.max(TAP_MS_MIN, tap));
}
