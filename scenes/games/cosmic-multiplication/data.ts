import { t } from '@lingui/core/macro';
import { messages } from '@/content/messages';
import type { Fact } from '@/fluency/types';

/** A space station (spec §3): modules × rockets per module = total rockets. */
export interface Station {
  id: number;
  modules: number;
  rocketsPer: number;
  total: number;
}

/** The four stations: 3×4=12, 5×3=15, 4×2=8, 6×3=18. */
export const stations: Station[] = [
  { id: 1, modules: 3, rocketsPer: 4, total: 12 },
  { id: 2, modules: 5, rocketsPer: 3, total: 15 },
  { id: 3, modules: 4, rocketsPer: 2, total: 8 },
  { id: 4, modules: 6, rocketsPer: 3, total: 18 },
];

/** Texts this game shows (and announces). */
export const texts = {
  get start() {
    return t`Tap a station to launch all its rockets!`;
  },
  done: messages.games.missionComplete,
  equation: (s: Station) => t`${s.modules} × ${s.rocketsPer} = ${s.total} rockets`,
  running: (total: number) => t`Total: ${total} rockets`,
  caption: (s: Station, done: boolean) =>
    done ? `${s.modules} × ${s.rocketsPer} = ${s.total}` : `${s.modules} × ${s.rocketsPer} = ?`,
} as const;

/** A challenge round's words (issue 33): asked before the scene shows it, and why when wrong. */
export const challengeWords = {
  question: (f: Fact) => t`${f.a} modules with ${f.b} rockets each: how many rockets?`,
  short: (_f: Fact) => t`How many rockets?`,
  why: (f: Fact) => t`${f.a} groups of ${f.b} make ${f.a * f.b}`,
};
