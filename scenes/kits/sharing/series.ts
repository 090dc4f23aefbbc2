/**
 * Four-level series (ice cream, soccer, backpack): route ids are `<base>` for level 1 and
 * `<base>-<n>` for levels 2-4 (spec §2 "Game routes").
 */

import type { SceneRoute } from '@scenes/engine/types';

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

/** The route ids of a whole series, level 1 first. */
export function seriesRoutes(base: string, title: string): Required<SceneRoute>[] {
  return Array.from({ length: SERIES_LENGTH }, (_, i) => ({
    id: levelRouteId(base, i + 1),
    title: `${title} ${i + 1}`,
    level: i + 1,
    levelLabel: levelLabel(i + 1),
  }));
}

/** Clamps a route's level into the series (a bad level falls back to the first). */
export function clampLevel(level: number): number {
  return Number.isInteger(level) && level >= 1 && level <= SERIES_LENGTH ? level : 1;
}
