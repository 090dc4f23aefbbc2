import type { ChallengeSetup } from '@scenes/engine/challenge';

/**
 * A game's level within its range during a challenge round (issue 33 §3): three quick right answers
 * in a row move it up a level, two misses in a row move it back. The new level applies from the
 * next round (the page keeps it) and shows in the round at once.
 */
export interface LevelTrack {
  level: number;
  levels: number;
  /** Quick right answers in a row. */
  quick: number;
  /** Misses in a row. */
  misses: number;
}

/** A right answer under this many ms is quick. */
export const QUICK_MS = 6000;
/** Quick right answers in a row that move the level up. */
export const UP_AFTER = 3;
/** Misses in a row that move the level down. */
export const DOWN_AFTER = 2;

/** The track a round starts with. */
export function startTrack(setup: Pick<ChallengeSetup, 'level' | 'levels'>): LevelTrack {
  return { level: setup.level, levels: setup.levels, quick: 0, misses: 0 };
}

/** The track after one answer. */
export function trackAnswer(track: LevelTrack, correct: boolean, ms: number): LevelTrack {
  if (correct) {
    const quick = ms < QUICK_MS ? track.quick + 1 : 0;
    if (quick >= UP_AFTER && track.level < track.levels)
      return { ...track, level: track.level + 1, quick: 0, misses: 0 };
    return { ...track, quick, misses: 0 };
  }
  const misses = track.misses + 1;
  if (misses >= DOWN_AFTER && track.level > 1)
    return { ...track, level: track.level - 1, quick: 0, misses: 0 };
  return { ...track, quick: 0, misses };
}
