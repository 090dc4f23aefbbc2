import { t } from '@lingui/core/macro';
import type { ChallengeSetup } from '@scenes/engine/challenge';
import { type SceneReducer, type Step, say, settle } from '@scenes/engine/effects';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import {
  askSays,
  challengeGo,
  nextShare,
  type ShareRound,
  type ShareRoundAction,
  shareAnswer,
  shareProved,
  startShareRound,
} from '@scenes/kits/sharing/challenge';
import { changedLines, completion, opening, refused, shareFact } from '@scenes/kits/sharing/completion';
import { goStep, type SeriesGo } from '@scenes/kits/sharing/seriesNav';
import { share } from '@scenes/kits/sharing/share';
import { type SoccerLevel, TEAM_COLORS } from './data';
import { levelFor, soccerFacts } from './rounds';
import { soccerTexts as T, soccerWords as W } from './texts';

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
  /** When the level showed (engine clock, ms): teams formed by hand are timed from it. */
  shownAt: number;
  /** A challenge round's sharings (issue 33), or null in the spec's round. */
  challenge: ShareRound | null;
}

/** What the child can do. */
export type SoccerAction =
  | { type: 'open' }
  | { type: 'addToTeam'; team: number }
  | { type: 'removePlayer'; player: number }
  | { type: 'formTeams' }
  | ShareRoundAction
  | SeriesGo;

type SoccerStep = Step<SoccerState, SoccerAction>;

/** A fresh level shown at `now`: everyone on the bench; one team per full team the players can make. */
export function initSoccer(level: SoccerLevel, now = 0): SoccerState {
  const { each } = share(level.players, level.teamSize);
  return {
    level,
    players: Array.from({ length: level.players }, (_, i) => ({
      id: i + 1,
      name: t`Player ${i + 1}`,
      teamId: null,
    })),
    teams: Array.from({ length: each }, (_, i) => ({
      id: i + 1,
      color: TEAM_COLORS[i % TEAM_COLORS.length],
    })),
    done: false,
    autoFormed: false,
    shownAt: now,
    challenge: null,
  };
}

/** A challenge round (issue 33) on series level `level`: its first sharing, asked at `now`. */
export function initSoccerChallenge(level: number, setup: ChallengeSetup, now = 0): SoccerState {
  const facts = soccerFacts(setup);
  return { ...initSoccer(levelFor(facts[0], level), now), challenge: startShareRound(setup, facts, now) };
}

/** True while a challenge asks its question: the teams wait for the answer. */
export function asking(state: SoccerState): boolean {
  return state.challenge?.phase === 'asking';
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

/** The lines the scene shows and says: the bench count, then the division line (a question until done). */
export function statusLines(state: SoccerState): string[] {
  const line = state.done ? T.divisionResult(state.level) : T.divisionQuestion(state.level);
  return [T.bench(benchPlayers(state).length), line];
}

/**
 * A changed state: its changed lines are said, and a level that just finished reports its
 * completion (Form Teams: assisted, no fact; by hand: players ÷ team size, timed from the level's show).
 */
function changed(state: SoccerState, next: SoccerState, now: number): SoccerStep {
  const effects = changedLines<SoccerAction>(statusLines(state), statusLines(next));
  if (next.done && !state.done && next.challenge) {
    const proved = shareProved<SoccerAction>(next.challenge, T.success(next.level));
    return { state: { ...next, challenge: proved.round }, effects: [...effects, ...proved.effects] };
  }
  if (next.done && !state.done) {
    const fact = shareFact(next.level.players, next.level.teamSize);
    const finish = { assisted: next.autoFormed, shownAt: next.shownAt, now };
    effects.push(...completion<SoccerAction>(T.success(next.level), fact, finish), say(challengeTexts.offer));
  }
  return { state: next, effects };
}

/** Every free seat filled in team order with bench players in list order; extras stay benched. */
function formed(state: SoccerState): SoccerState {
  const seats = state.teams.map((_, i) => state.level.teamSize - teamPlayers(state, i).length);
  let team = 0;
  const players = state.players.map((p) => {
    if (p.teamId !== null) return p;
    while (team < seats.length && seats[team] === 0) team++;
    if (team === seats.length) return p;
    seats[team]--;
    return { ...p, teamId: team };
  });
  return { ...state, players, done: true, autoFormed: true };
}

/** The challenge's own actions: the pad, the next sharing, the end card's buttons; null for the game's. */
function challengeStep(
  state: SoccerState,
  round: ShareRound,
  action: SoccerAction,
  now: number,
): SoccerStep | null {
  switch (action.type) {
    case 'open':
      return { state, effects: askSays(round, W) };
    case 'digit':
    case 'delete':
    case 'enter':
    case 'answer': {
      const step = shareAnswer<SoccerAction>(round, action, now, W);
      const next = step.verdict === false ? formed(state) : state;
      return { state: { ...next, challenge: step.round }, effects: step.effects };
    }
    case 'nextShare': {
      const step = nextShare<SoccerAction>(round, now, W);
      if (!step) return settle(state);
      const fresh = step.fact ? initSoccer(levelFor(step.fact, state.level.level), now) : state;
      return { state: { ...fresh, challenge: step.round }, effects: step.effects };
    }
    case 'newChallenge':
    case 'replay':
      return { state, effects: [challengeGo(action)] };
    default:
      // The teams wait while the question is asked, and after the sharing.
      return round.phase === 'sharing' ? null : settle(state);
  }
}

/**
 * The pure reducer of Soccer Teams (spec §4 "Soccer", §5): a refused press plays the gentle "no";
 * the series buttons navigate by intent.
 */
export const soccerReducer: SceneReducer<SoccerState, SoccerAction> = (state, action, now) => {
  const round = state.challenge && challengeStep(state, state.challenge, action, now);
  if (round) return round;
  switch (action.type) {
    case 'open':
      return { state, effects: opening(T.intro(state.level), statusLines(state)) };
    case 'addToTeam': {
      const first = state.players.findIndex((p) => p.teamId === null);
      const roomy = teamPlayers(state, action.team).length < state.level.teamSize;
      if (state.autoFormed || state.done || !state.teams[action.team] || first === -1 || !roomy) {
        return refused(state);
      }
      const players = state.players.map((p, i) => (i === first ? { ...p, teamId: action.team } : p));
      return changed(state, withDone({ ...state, players }), now);
    }
    case 'removePlayer': {
      const target = state.players[action.player];
      if (state.autoFormed || !target || target.teamId === null) return refused(state);
      const players = state.players.map((p, i) => (i === action.player ? { ...p, teamId: null } : p));
      return changed(state, withDone({ ...state, players }), now);
    }
    case 'formTeams': {
      if (state.autoFormed || state.done) return refused(state);
      return changed(state, formed(state), now);
    }
    case 'go':
      return goStep(state, action.intent);
    case 'newChallenge':
      return { state, effects: [challengeGo(action)] };
    default:
      // The challenge's own actions outside a challenge round.
      return settle(state);
  }
};
