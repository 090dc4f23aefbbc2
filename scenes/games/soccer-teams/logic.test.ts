import { go } from '@scenes/engine/effects';
import { playThrough } from '@scenes/kits/sharing/playThrough';
import { describe, expect, it } from 'vitest';
import { SOCCER_LEVELS, SOCCER_PROGRESS } from './data';
import {
  benchPlayers,
  fullTeams,
  initSoccer,
  type SoccerAction,
  type SoccerState,
  soccerReducer,
  teamPlayers,
} from './logic';
import { soccerTexts } from './texts';

const [L1, L2, L3, L4] = SOCCER_LEVELS;

const play = (state: SoccerState, actions: SoccerAction[], now = 0) =>
  playThrough(soccerReducer, state, actions, now);
const wrong = (state: SoccerState) => ({ state, effects: [{ sound: 'wrong' }] });

function fillAll(state: SoccerState): SoccerAction[] {
  return state.teams.flatMap((_, team) =>
    Array.from({ length: state.level.teamSize }, () => ({ type: 'addToTeam', team }) as const),
  );
}

describe('opening', () => {
  it('says the task as a prompt, then the bench and the question', () => {
    const s = initSoccer(L1);
    expect(soccerReducer(s, { type: 'open' }, 0)).toEqual({
      state: s,
      effects: [
        { say: 'Make teams of 6 from 18 players!', prompt: true },
        { say: '18 players on the bench' },
        { say: '18 ÷ 6 = ? teams' },
      ],
    });
  });
});

describe('soccer data (spec §9)', () => {
  it('has 18 in 6, 24 in 8, 35 in 7, 42 in 6 and progress 25/50/75/100', () => {
    expect(SOCCER_LEVELS.map((l) => [l.players, l.teamSize])).toEqual([
      [18, 6],
      [24, 8],
      [35, 7],
      [42, 6],
    ]);
    expect(SOCCER_LEVELS.map((l) => initSoccer(l).teams.length)).toEqual([3, 3, 5, 7]);
    expect(SOCCER_PROGRESS).toEqual([25, 50, 75, 100]);
  });

  it('names players "Player N" and starts them unassigned', () => {
    const s = initSoccer(L1);
    expect(s.players[0].name).toBe('Player 1');
    expect(s.players[17].name).toBe('Player 18');
    expect(benchPlayers(s)).toHaveLength(18);
    expect(s.done).toBe(false);
  });

  it('division result lines', () => {
    expect(soccerTexts.divisionResult(L1)).toBe('18 ÷ 6 = 3 teams');
    expect(soccerTexts.divisionResult(L2)).toBe('24 ÷ 8 = 3 teams');
    expect(soccerTexts.divisionResult(L3)).toBe('35 ÷ 7 = 5 teams');
    expect(soccerTexts.divisionResult(L4)).toBe('42 ÷ 6 = 7 teams');
    expect(soccerTexts.divisionResult({ level: 9, players: 20, teamSize: 6 })).toBe(
      '20 ÷ 6 = 3 teams, 2 players left over',
    );
  });
});

describe('slots and players', () => {
  it('a + slot adds the first unassigned player to that team', () => {
    let s = play(initSoccer(L1), [{ type: 'addToTeam', team: 1 }]);
    expect(teamPlayers(s, 1).map((p) => p.name)).toEqual(['Player 1']);
    s = play(s, [{ type: 'addToTeam', team: 0 }]);
    expect(teamPlayers(s, 0).map((p) => p.name)).toEqual(['Player 2']);
  });

  it('refuses additions beyond the team size and to unknown teams', () => {
    const s = play(
      initSoccer(L1),
      Array.from({ length: 6 }, () => ({ type: 'addToTeam', team: 0 }) as const),
    );
    expect(teamPlayers(s, 0)).toHaveLength(6);
    expect(soccerReducer(s, { type: 'addToTeam', team: 0 }, 0)).toEqual(wrong(s));
    expect(soccerReducer(s, { type: 'addToTeam', team: 7 }, 0)).toEqual(wrong(s));
  });

  it('tapping an assigned player removes them; a benched one is refused', () => {
    let s = play(initSoccer(L1), [
      { type: 'addToTeam', team: 0 },
      { type: 'addToTeam', team: 0 },
    ]);
    s = soccerReducer(s, { type: 'removePlayer', player: 0 }, 0).state;
    expect(teamPlayers(s, 0).map((p) => p.name)).toEqual(['Player 2']);
    expect(soccerReducer(s, { type: 'removePlayer', player: 5 }, 0)).toEqual(wrong(s));
    // The freed player is first on the bench again, so the next + takes them.
    s = soccerReducer(s, { type: 'addToTeam', team: 2 }, 0).state;
    expect(teamPlayers(s, 2).map((p) => p.name)).toEqual(['Player 1']);
  });

  it('is done when full teams equal the integer quotient, and not before', () => {
    const start = initSoccer(L1);
    const actions = fillAll(start);
    const almost = play(start, actions.slice(0, -1));
    expect(almost.done).toBe(false);
    expect(fullTeams(almost)).toBe(2);
    const done = play(almost, actions.slice(-1));
    expect(done.done).toBe(true);
    expect(soccerTexts.success(L1)).toBe('Teams ready! 18 ÷ 6 = 3 teams');
    expect(soccerTexts.divisionQuestion(L1)).toBe('18 ÷ 6 = ? teams');
  });

  it('after manual completion a player can still be removed (not auto-formed), which undoes done', () => {
    const done = play(initSoccer(L1), fillAll(initSoccer(L1)));
    const s = soccerReducer(done, { type: 'removePlayer', player: 3 }, 0).state;
    expect(s.done).toBe(false);
  });
});

describe('Form Teams', () => {
  it.each([L1, L2, L3, L4])(
    'fills teams in order, marks done and disables edits ($players in $teamSize)',
    (level) => {
      const s = soccerReducer(initSoccer(level), { type: 'formTeams' }, 0).state;
      expect(s.done).toBe(true);
      expect(s.autoFormed).toBe(true);
      expect(benchPlayers(s)).toHaveLength(0);
      expect(teamPlayers(s, 0).map((p) => p.id)).toEqual(
        Array.from({ length: level.teamSize }, (_, i) => i + 1),
      );
      expect(soccerReducer(s, { type: 'removePlayer', player: 0 }, 0)).toEqual(wrong(s));
      expect(soccerReducer(s, { type: 'addToTeam', team: 0 }, 0)).toEqual(wrong(s));
      expect(soccerReducer(s, { type: 'formTeams' }, 0)).toEqual(wrong(s));
    },
  );

  it('keeps manual picks and fills the remaining seats around them', () => {
    let s = play(initSoccer(L1), [
      { type: 'addToTeam', team: 2 },
      { type: 'addToTeam', team: 2 },
    ]);
    s = soccerReducer(s, { type: 'formTeams' }, 0).state;
    expect(teamPlayers(s, 2).map((p) => p.id)).toEqual([1, 2, 15, 16, 17, 18]);
    expect(teamPlayers(s, 0).map((p) => p.id)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('with a remainder, leftover players stay on the bench', () => {
    const odd = { level: 9, players: 20, teamSize: 6 };
    const s = soccerReducer(initSoccer(odd), { type: 'formTeams' }, 0).state;
    expect(s.teams).toHaveLength(3);
    expect(fullTeams(s)).toBe(3);
    expect(benchPlayers(s).map((p) => p.name)).toEqual(['Player 19', 'Player 20']);
    // The manual path completes with the same two still benched.
    const manual = play(initSoccer(odd), fillAll(initSoccer(odd)));
    expect(manual.done).toBe(true);
    expect(benchPlayers(manual)).toHaveLength(2);
  });
});

describe('effects', () => {
  it('a + slot says the bench count; a removed player too', () => {
    const add = soccerReducer(initSoccer(L1), { type: 'addToTeam', team: 0 }, 0);
    expect(add.effects).toEqual([{ say: '17 players on the bench' }]);
    const back = soccerReducer(add.state, { type: 'removePlayer', player: 0 }, 0);
    expect(back.effects).toEqual([{ say: '18 players on the bench' }]);
  });

  it('the last player by hand: bench, result line, the ritual with 3 stars and 18 ÷ 6 = 3 timed', () => {
    const start = initSoccer(L1, 1000);
    const actions = fillAll(start);
    const almost = play(start, actions.slice(0, -1), 4000);
    const step = soccerReducer(almost, actions[actions.length - 1], 12_500);
    expect(step.state.done).toBe(true);
    expect(step.effects).toEqual([
      { say: '0 players on the bench' },
      { say: '18 ÷ 6 = 3 teams' },
      { sound: 'complete' },
      { say: 'Teams ready! 18 ÷ 6 = 3 teams' },
      { result: { isCorrect: true, stars: 3, assisted: false } },
      { fact: { fact: { op: 'div', a: 3, b: 6 }, answer: 3, correct: true, ms: 11_500 } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
  });

  it('Form Teams: the lines, then the ritual with 1 star, assisted, and no fact attempt', () => {
    const s = play(initSoccer(L4), [{ type: 'addToTeam', team: 0 }]);
    expect(soccerReducer(s, { type: 'formTeams' }, 9000).effects).toEqual([
      { say: '0 players on the bench' },
      { say: '42 ÷ 6 = 7 teams' },
      { sound: 'complete' },
      { say: 'Teams ready! 42 ÷ 6 = 7 teams' },
      { result: { isCorrect: true, stars: 1, assisted: true } },
      { say: 'Tap New challenge for new numbers!' },
    ]);
  });

  it('removing a player from finished teams turns the line back into the question', () => {
    const done = play(initSoccer(L1), fillAll(initSoccer(L1)));
    expect(soccerReducer(done, { type: 'removePlayer', player: 3 }, 0).effects).toEqual([
      { say: '1 player on the bench' },
      { say: '18 ÷ 6 = ? teams' },
    ]);
  });

  it.each(['next', 'dashboard'] as const)('the card button navigates by intent (%s)', (intent) => {
    const s = initSoccer(L2);
    expect(soccerReducer(s, { type: 'go', intent }, 0)).toEqual({ state: s, effects: [go(intent)] });
  });
});
