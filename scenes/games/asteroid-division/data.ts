import { t } from '@lingui/core/macro';
import { messages } from '@/content/messages';
import type { Fact } from '@/fluency/types';

/** An asteroid mission (spec §3): totalCrew ÷ shuttles = crewPerShuttle; `total` feeds the count. */
export interface Mission {
  id: number;
  totalCrew: number;
  shuttles: number;
  crewPerShuttle: number;
  total: number;
}

const mission = (id: number, totalCrew: number, shuttles: number, crewPerShuttle: number): Mission => ({
  id,
  totalCrew,
  shuttles,
  crewPerShuttle,
  total: totalCrew,
});

/** The four missions: 24/4=6, 30/5=6, 16/4=4, 18/3=6. */
export const missions: Mission[] = [
  mission(1, 24, 4, 6),
  mission(2, 30, 5, 6),
  mission(3, 16, 4, 4),
  mission(4, 18, 3, 6),
];

/** Texts this game shows (and announces). */
export const texts = {
  get start() {
    return t`Tap a mission to share its crew!`;
  },
  done: messages.games.missionComplete,
  equation: (m: Mission) => t`${m.totalCrew} ÷ ${m.shuttles} = ${m.crewPerShuttle} crew per shuttle`,
  running: (total: number) => t`Crew on board: ${total}`,
  caption: (m: Mission, done: boolean) =>
    done ? `${m.totalCrew} ÷ ${m.shuttles} = ${m.crewPerShuttle}` : `${m.totalCrew} ÷ ${m.shuttles} = ?`,
} as const;

/** A challenge round's words (issue 33): asked before the scene shows it, and why when wrong. */
export const challengeWords = {
  question: (f: Fact) => t`${f.a * f.b} crew in ${f.b} shuttles: how many in each?`,
  short: (_f: Fact) => t`How many in each?`,
  why: (f: Fact) => t`${f.a * f.b} shared by ${f.b} shuttles is ${f.a} in each`,
};
