import { messages } from '@/content/messages';

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

/** The per-chamber label (DESIGN §3.5: the old "/câmara" reads "/chamber"). */
export const PER_CHAMBER = '/chamber';

/** Texts this game shows (and announces). */
export const texts = {
  start: 'Tap a station to share its astronauts!',
  done: messages.games.missionComplete,
  equation: (s: StationSplit) => `${s.astronauts} ÷ ${s.chambers} = ${s.perChamber} ${PER_CHAMBER}`,
  running: (total: number) => `Astronauts settled: ${total}`,
  caption: (s: StationSplit, done: boolean) =>
    done ? `${s.perChamber} ${PER_CHAMBER}` : `${s.astronauts} ÷ ${s.chambers} = ?`,
} as const;
