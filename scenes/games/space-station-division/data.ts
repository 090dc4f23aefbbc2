import { t } from '@lingui/core/macro';
import { messages } from '@/content/messages';
import type { Fact } from '@/fluency/types';

/** A station (spec §3): astronauts ÷ chambers = perChamber; `total` feeds the running count. */
export interface StationSplit {
  id: number;
  astronauts: number;
  chambers: number;
  perChamber: number;
  total: number;
}

const split = (id: number, astronauts: number, chambers: number, perChamber: number): StationSplit => ({
  id,
  astronauts,
  chambers,
  perChamber,
  total: astronauts,
});

/** The four stations: 12/3=4, 15/5=3, 8/4=2, 18/6=3. */
export const splits: StationSplit[] = [
  split(1, 12, 3, 4),
  split(2, 15, 5, 3),
  split(3, 8, 4, 2),
  split(4, 18, 6, 3),
];

/**
 * The per-chamber label (DESIGN §3.5: the old "/câmara"; issue 38: in words a 7-year-old reads,
 * "4 in each chamber"), in the language on screen.
 */
export function perChamber(n: number): string {
  return t`${n} in each chamber`;
}

/** Texts this game shows (and announces). */
export const texts = {
  get start() {
    return t`Tap a station to share its astronauts!`;
  },
  done: messages.games.missionComplete,
  equation: (s: StationSplit) => t`${s.astronauts} ÷ ${s.chambers} = ${perChamber(s.perChamber)}`,
  running: (total: number) => t`Astronauts settled: ${total}`,
  caption: (s: StationSplit, done: boolean) =>
    done ? perChamber(s.perChamber) : `${s.astronauts} ÷ ${s.chambers} = ?`,
} as const;

/** A challenge round's words (issue 33): asked before the scene shows it, and why when wrong. */
export const challengeWords = {
  question: (f: Fact) => t`${f.a * f.b} astronauts in ${f.b} chambers: how many in each?`,
  short: (_f: Fact) => t`How many in each?`,
  why: (f: Fact) => t`${f.a * f.b} shared by ${f.b} chambers is ${f.a} in each`,
};
