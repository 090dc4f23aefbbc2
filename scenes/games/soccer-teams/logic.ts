import { type Step, settle, share } from '@scenes/kits/sharing/step';
import { type SoccerLevel, TEAM_COLORS } from './data';

/** A player (spec §3: id, name "Player N", assigned, teamId). */
export interface Player {
  id: number;
  name: string;
  /** 0-based team index, or null while on the bench. */
  teamId: number | null;
}

/** A team (spec §3: id, colour; its players are those whose teamId points here). */
export interface Team {
  id: number;
  color: string;
}

/** The whole game state of one level. */
export interface SoccerState {
  level: SoccerLevel;
  players: Player[];
  teams: Team[];
  done: boolean;
  /** True after "Form Teams": edits and the button itself are disabled. */
  autoFormed: boolean;
}

/** What the child can do. */
export type SoccerAction =
  | { type: 'addToTeam'; team: number }
  | { type: 'removePlayer'; player: number }
  | { type: 'formTeams' }
  | { type: 'reset' };

/** A fresh level: everyone on the bench; one team per full team the players can make. */
export function initSoccer(level: SoccerLevel): SoccerState {
  const { each } = share(level.players, level.teamSize);
  return {
    level,
    players: Array.from({ length: level.players }, (_, i) => ({
      id: i + 1,
      name: `Player ${i + 1}`,
      teamId: null,
    })),
    teams: Array.from({ length: each }, (_, i) => ({
      id: i + 1,
      color: TEAM_COLORS[i % TEAM_COLORS.length],
    })),
    done: false,
    autoFormed: false,
  };
}

/** The players in one team, in the order they joined the list. */
export function teamPlayers(state: SoccerState, team: number): Player[] {
  return state.players.filter((p) => p.teamId === team);
}

/** Players still on the bench. */
export function benchPlayers(state: SoccerState): Player[] {
  return state.players.filter((p) => p.teamId === null);
}

/** How many teams are full. */
export function fullTeams(state: SoccerState): number {
  return state.teams.filter((_, i) => teamPlayers(state, i).length === state.level.teamSize).length;
}

/** Spec §4: done when the number of full teams equals the integer quotient of players by team size. */
function withDone(state: SoccerState): SoccerState {
  return { ...state, done: fullTeams(state) === share(state.level.players, state.level.teamSize).each };
}

/** The pure reducer of Soccer Teams (spec §4 "Soccer", §5). */
export function soccerReducer(state: SoccerState, action: SoccerAction): Step<SoccerState, SoccerAction> {
  switch (action.type) {
    case 'addToTeam': {
      const first = state.players.findIndex((p) => p.teamId === null);
      const roomy = teamPlayers(state, action.team).length < state.level.teamSize;
      if (state.autoFormed || state.done || !state.teams[action.team] || first === -1 || !roomy) {
        return settle(state);
      }
      const players = state.players.map((p, i) => (i === first ? { ...p, teamId: action.team } : p));
      return settle(withDone({ ...state, players }));
    }
    case 'removePlayer': {
      const target = state.players[action.player];
      if (state.autoFormed || !target || target.teamId === null) return settle(state);
      const players = state.players.map((p, i) => (i === action.player ? { ...p, teamId: null } : p));
      return settle(withDone({ ...state, players }));
    }
    case 'formTeams': {
      if (state.autoFormed || state.done) return settle(state);
      // Fill every free seat in team order with bench players in list order; extras stay benched.
      const seats = state.teams.map((_, i) => state.level.teamSize - teamPlayers(state, i).length);
      let team = 0;
      const players = state.players.map((p) => {
        if (p.teamId !== null) return p;
        while (team < seats.length && seats[team] === 0) team++;
        if (team === seats.length) return p;
        seats[team]--;
        return { ...p, teamId: team };
      });
      return settle({ ...state, players, done: true, autoFormed: true });
    }
    case 'reset':
      return settle(initSoccer(state.level));
  }
}
