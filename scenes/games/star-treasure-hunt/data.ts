import { t } from '@lingui/core/macro';
import type { Fact } from '@/fluency/types';
/** A planet of the hunt (spec §3): id, stars, position (fractions of the play area) and colour. */
export interface PlanetData {
  id: number;
  stars: number;
  x: number;
  y: number;
  color: string;
  ring: boolean;
}

/** Stars on every planet (spec §9). */
export const STARS_PER_PLANET = 5;

/** The four planets. Positions are fractions of the play area, per orientation. */
export const planets: PlanetData[] = [
  { id: 1, stars: STARS_PER_PLANET, x: 0.17, y: 0.42, color: '#f472b6', ring: false },
  { id: 2, stars: STARS_PER_PLANET, x: 0.39, y: 0.58, color: '#38bdf8', ring: true },
  { id: 3, stars: STARS_PER_PLANET, x: 0.61, y: 0.4, color: '#34d399', ring: false },
  { id: 4, stars: STARS_PER_PLANET, x: 0.83, y: 0.57, color: '#fb923c', ring: true },
];

/** Texts this game shows (and announces). */
export const texts = {
  get start() {
    return t`Tap a planet to collect its 5 stars!`;
  },
  get done() {
    return t`Treasure Found!`;
  },
} as const;

/** A challenge round's words (issue 33): asked before the scene shows it, and why when wrong. */
export const challengeWords = {
  question: (f: Fact) => t`${f.a} planets with ${f.b} stars each: how many stars?`,
  short: (_f: Fact) => t`How many stars?`,
  why: (f: Fact) => t`${f.a} groups of ${f.b} make ${f.a * f.b}`,
};
