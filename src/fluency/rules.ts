import type { FactState } from './types';

/** One answer to a fact, reduced to what the state rules read (the class query returns the same). */
export interface Try {
  correct: boolean;
  ms: number;
  assisted: boolean;
  /** Answer time in epoch seconds. */
  t: number;
  /** An answer to the placement quiz (or a placement check in a session): see placement.ts. */
  placement?: boolean;
  /** An answer marked from a printed sheet (source 'paper', issue 37): untimed, so accuracy only. */
  paper?: boolean;
}

/** How many of a fact's most recent answers the rules look at. */
export const WINDOW = 10;
/** Newest answers that, all quick, make a fact Fluent. */
export const FLUENT_RUN = 3;
/** The span in which one slip still leaves a fact Fluent. */
export const FLUENT_SPAN = 5;
/** Misses in the window that make "repeated misses" (and at least half the window). */
export const STUCK_MISSES = 3;
/** Two answers further apart than this (seconds) belong to different sessions. */
export const SESSION_GAP_S = 30 * 60;

/** The local day number (days since 1970-01-01 in the child's time zone) of an epoch-seconds time. */
export function dayOf(epochSeconds: number, tzOffsetMinutes: number): number {
  return Math.floor((epochSeconds + tzOffsetMinutes * 60) / 86400);
}

/** Correct, without help, within the threshold. */
export function isQuick(x: Try, thresholdMs: number): boolean {
  return x.correct && !x.assisted && !x.paper && x.ms <= thresholdMs;
}

/** A right paper answer: it says the child knows the fact, not how fast (never quick, never a miss). */
function rightOnPaper(x: Try): boolean {
  return x.paper === true && !isMiss(x);
}

/** Wrong, or right only with help. */
export function isMiss(x: Pick<Try, 'correct' | 'assisted'>): boolean {
  return !x.correct || x.assisted;
}

/** How many different sessions the misses of the window fall in (a gap > SESSION_GAP_S starts one). */
function missSessions(recent: readonly Try[]): number {
  let session = 0;
  let last = -1;
  let count = 0;
  for (let i = 0; i < recent.length; i++) {
    if (i > 0 && recent[i - 1].t - recent[i].t > SESSION_GAP_S) session++;
    if (isMiss(recent[i]) && session !== last) {
      count++;
      last = session;
    }
  }
  return count;
}

/**
 * Fluent as of the answers `w` (newest first): the newest FLUENT_RUN answers quick, or all but one
 * of the newest FLUENT_SPAN quick (one slip among many quick answers is a slip, not a gap).
 */
function fluentAt(all: readonly Try[], thresholdMs: number): boolean {
  // Placement alone never makes a fact Fluent: the newest answer must be a later one.
  if (all.length === 0 || all[0].placement) return false;
  // A placed fact (quick in placement, or right on paper) turns Fluent with a later quick answer
  // and no slip since.
  const placed = anchorOf(all);
  if (
    placed > 0 &&
    places(all[placed], thresholdMs) &&
    all.slice(0, placed).every((x) => isQuick(x, thresholdMs))
  ) {
    return true;
  }
  // Paper says nothing of speed: a right paper answer neither makes nor unmakes Fluent (a wrong
  // one is a miss like any other).
  const w = all.filter((x) => !rightOnPaper(x));
  if (w.length >= FLUENT_RUN && w.slice(0, FLUENT_RUN).every((x) => isQuick(x, thresholdMs))) return true;
  if (w.length < FLUENT_SPAN) return false;
  return w.slice(0, FLUENT_SPAN).filter((x) => isQuick(x, thresholdMs)).length >= FLUENT_SPAN - 1;
}

/**
 * Placed: the newest placement answer was quick, or the newest paper answer was right (issue 37:
 * known, its speed still to be seen on screen), and nothing since it is a miss (see placement.ts).
 */
function isPlaced(w: readonly Try[], thresholdMs: number): boolean {
  const placed = anchorOf(w);
  return placed >= 0 && places(w[placed], thresholdMs) && !w.slice(0, placed).some(isMiss);
}

/** The newest placement or paper answer (-1: none): what Placed is judged from. */
function anchorOf(w: readonly Try[]): number {
  return w.findIndex((x) => x.placement || x.paper);
}

/** A placement answer that was quick, or a right paper answer: the fact is known. */
function places(x: Try, thresholdMs: number): boolean {
  return x.placement ? isQuick(x, thresholdMs) : rightOnPaper(x);
}

/**
 * The state of one fact from its most recent answers (newest first, at most WINDOW read) and its
 * total answer count. Pure: the same inputs give the same state, so the live state and a rebuild
 * from the log (or from the class query) agree. The rules, in order, are listed in index.ts.
 */
export function classify(
  recent: readonly Try[],
  n: number,
  thresholdMs: number,
  tzOffsetMinutes: number,
): FactState {
  if (n === 0 || recent.length === 0) return 'new';
  const w = recent.slice(0, WINDOW);
  if (fluentAt(w, thresholdMs)) {
    const today = dayOf(w[0].t, tzOffsetMinutes);
    const earlier = w.findIndex((x) => dayOf(x.t, tzOffsetMinutes) < today);
    return earlier > 0 && fluentAt(w.slice(earlier), thresholdMs) ? 'retained' : 'fluent';
  }
  if (isPlaced(w, thresholdMs)) return 'placed';
  const lastThree = w.slice(0, FLUENT_RUN);
  if (lastThree.length === FLUENT_RUN && lastThree.every((x) => !isMiss(x))) return 'slow';
  const misses = w.filter(isMiss).length;
  const recovered = w.length >= 2 && !isMiss(w[0]) && !isMiss(w[1]);
  const repeated = misses >= STUCK_MISSES && misses * 2 >= w.length;
  if (repeated && missSessions(w) >= 2 && !recovered) return 'stuck';
  return 'learning';
}
