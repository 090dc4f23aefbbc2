/**
 * Four-level series (ice cream, soccer, backpack): route ids are `<base>` for level 1 and
 * `<base>-<n>` for levels 2-4 (spec §2 "Game routes").
 */

/** How many levels each sharing series has. */
export const SERIES_LENGTH = 4;

/** The route id of one level of a series. */
export function levelRouteId(base: string, level: number): string {
  return level <= 1 ? base : `${base}-${level}`;
}

/** "Game 2 of 4": the level as the canvas badge draws it and the frame's heading says it. */
export function levelLabel(level: number): string {
  return `Game ${level} of ${SERIES_LENGTH}`;
}

/** Clamps a route's level into the series (a bad level falls back to the first). */
export function clampLevel(level: number): number {
  return Number.isInteger(level) && level >= 1 && level <= SERIES_LENGTH ? level : 1;
}
