/** Where everything sits in Soccer Teams, in design px (portrait 480×860, landscape 1024×640). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One team card and the centres of its seats (in scene coordinates). */
export interface TeamBox extends Box {
  seats: { x: number; y: number }[];
}

/** The whole layout of one level. */
export interface SoccerLayout {
  bench: Box;
  benchSpots: { x: number; y: number }[];
  benchPlayerSize: number;
  teams: TeamBox[];
  /** Diameter of a team seat (a player or a + slot). */
  seat: number;
  resultLine: { x: number; y: number; w: number };
  buttonY: number;
}

const LABEL_W = 84;

/** Lays out the bench, the team cards (one or two rows of seats each) and the buttons. */
export function soccerLayout(
  portrait: boolean,
  players: number,
  teams: number,
  teamSize: number,
): SoccerLayout {
  const bench: Box = portrait ? { x: 16, y: 106, w: 448, h: 150 } : { x: 20, y: 110, w: 320, h: 440 };
  const area: Box = portrait ? { x: 16, y: 268, w: 448, h: 500 } : { x: 356, y: 110, w: 648, h: 446 };
  const gap = 8;
  const cardH = (area.h - gap * (teams - 1)) / teams;
  // Pick one or two rows of seats per team, whichever gives the bigger seats.
  let best = { rows: 1, seat: 0 };
  for (const rows of [1, 2]) {
    const perRow = Math.ceil(teamSize / rows);
    const seat = Math.min((area.w - LABEL_W - 12) / perRow, (cardH - 8) / rows, 74);
    if (seat > best.seat) best = { rows, seat };
  }
  const perRow = Math.ceil(teamSize / best.rows);
  const teamBoxes: TeamBox[] = Array.from({ length: teams }, (_, t) => {
    const y = area.y + t * (cardH + gap);
    const seats = Array.from({ length: teamSize }, (_, k) => {
      const row = Math.floor(k / perRow);
      const col = k % perRow;
      return {
        x: area.x + LABEL_W + 6 + best.seat * (col + 0.5),
        y: y + cardH / 2 + (row - (best.rows - 1) / 2) * best.seat,
      };
    });
    return { x: area.x, y, w: area.w, h: cardH, seats };
  });
  // The bench grid with the biggest figures that still seats everyone.
  let cols = 1;
  let pitch = 0;
  for (let c = 1; c <= players; c++) {
    const p = Math.min((bench.w - 16) / c, (bench.h - 44) / Math.ceil(players / c));
    if (p > pitch) {
      pitch = p;
      cols = c;
    }
  }
  const benchSpots = Array.from({ length: players }, (_, i) => ({
    x: bench.x + (bench.w - cols * pitch) / 2 + pitch * ((i % cols) + 0.5),
    y: bench.y + 40 + pitch * (Math.floor(i / cols) + 0.5),
  }));
  return {
    bench,
    benchSpots,
    benchPlayerSize: pitch * 0.92,
    teams: teamBoxes,
    seat: best.seat,
    resultLine: portrait ? { x: 326, y: 68, w: 276 } : { x: 660, y: 64, w: 560 },
    buttonY: portrait ? 812 : 596,
  };
}
