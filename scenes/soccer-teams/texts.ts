import { share } from '../sharing-shared/step';
import type { SoccerLevel } from './data';

/** Every message Soccer Teams shows (and announces verbatim). */
export const soccerTexts = {
  title: 'Soccer Teams',
  intro: (l: SoccerLevel) => `Make teams of ${l.teamSize} from ${l.players} players!`,
  howToPlay:
    'Tap a + slot to send the next player from the bench to that team. Tap a player in a team to send them back to the bench. Fill every team, or press Form Teams to do it for you.',
  bench: (n: number) => (n === 1 ? '1 player on the bench' : `${n} players on the bench`),
  /** The Division Result line, e.g. "18 ÷ 6 = 3 teams", with the leftover players when there are any. */
  divisionResult: (l: SoccerLevel) => {
    const { each, left } = share(l.players, l.teamSize);
    const base = `${l.players} ÷ ${l.teamSize} = ${each} ${each === 1 ? 'team' : 'teams'}`;
    if (left === 0) return base;
    return `${base}, ${left} ${left === 1 ? 'player' : 'players'} left over`;
  },
  success: (l: SoccerLevel) =>
    `Teams ready! ${share(l.players, l.teamSize).each} full teams of ${l.teamSize}. Let's play!`,
  gameOf: (level: number) => `Game ${level} of 4`,
  formTeams: 'Form Teams',
  reset: 'Reset',
  nextGame: 'Next Game',
  backToDashboard: 'Back to Dashboard',
} as const;
