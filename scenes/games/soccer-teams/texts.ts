import { share } from '@scenes/kits/sharing/share';
import type { SoccerLevel } from './data';

/** The Division Result line, e.g. "18 ÷ 6 = 3 teams", with the leftover players when there are any. */
function divisionResult(l: SoccerLevel): string {
  const { each, left } = share(l.players, l.teamSize);
  const base = `${l.players} ÷ ${l.teamSize} = ${each} ${each === 1 ? 'team' : 'teams'}`;
  if (left === 0) return base;
  return `${base}, ${left} ${left === 1 ? 'player' : 'players'} left over`;
}

/** Every message Soccer Teams shows (and announces verbatim). */
export const soccerTexts = {
  title: 'Soccer Teams',
  intro: (l: SoccerLevel) => `Make teams of ${l.teamSize} from ${l.players} players!`,
  howToPlay: [
    'Tap a + slot to send the next player from the bench to that team.',
    'Tap a player in a team to send them back to the bench.',
    'Fill every team, or press Form Teams to do it for you.',
    'Players who do not make a full team wait on the bench.',
  ],
  bench: (n: number) => (n === 1 ? '1 player on the bench' : `${n} players on the bench`),
  /** The Division Result line, e.g. "18 ÷ 6 = 3 teams", with the leftover players when there are any. */
  divisionResult,
  /** The question form of the line while teams are being formed. */
  divisionQuestion: (l: SoccerLevel) => `${l.players} ÷ ${l.teamSize} = ? teams`,
  successTitle: 'Teams ready!',
  success: (l: SoccerLevel) => `Teams ready! ${divisionResult(l)}`,
  formTeams: 'Form Teams',
  reset: 'Reset',
  nextGame: 'Next Game',
  backToDashboard: 'Back to Dashboard',
} as const;
