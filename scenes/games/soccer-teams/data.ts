/** The four Soccer Teams levels of spec §9: players formed into teams of a fixed size. */
export interface SoccerLevel {
  /** 1-based level number; route ids are `soccer-teams`, `soccer-teams-2`, … */
  level: number;
  players: number;
  teamSize: number;
}

/** Spec §9: 18 players in teams of 6 (3 teams), 24 in 8 (3), 35 in 7 (5), 42 in 6 (7). */
export const SOCCER_LEVELS: readonly SoccerLevel[] = [
  { level: 1, players: 18, teamSize: 6 },
  { level: 2, players: 24, teamSize: 8 },
  { level: 3, players: 35, teamSize: 7 },
  { level: 4, players: 42, teamSize: 6 },
];

/** Series progress bar widths in percent for levels 1-4 (spec §2). */
export const SOCCER_PROGRESS = [25, 50, 75, 100] as const;

/** Team shirt colours (spec §3: a team has an id, a colour and players), cycled for any level. */
export const TEAM_COLORS = [
  '#ef4444',
  '#3b82f6',
  '#f59e0b',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#f97316',
] as const;
