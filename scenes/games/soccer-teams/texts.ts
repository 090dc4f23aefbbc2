import { plural, t } from '@lingui/core/macro';
import type { ShareWords } from '@scenes/kits/sharing/challenge';
import { share } from '@scenes/kits/sharing/share';
import type { SoccerLevel } from './data';

/** The Division Result line, e.g. "18 ÷ 6 = 3 teams", with the leftover players when there are any. */
function divisionResult(l: SoccerLevel): string {
  const { each, left } = share(l.players, l.teamSize);
  const { players, teamSize } = l;
  const teams = plural(each, { one: '# team', other: '# teams' });
  if (left === 0) return t`${players} ÷ ${teamSize} = ${teams}`;
  return t`${players} ÷ ${teamSize} = ${teams}, ${plural(left, { one: '# player left over', other: '# players left over' })}`;
}

/** Every message Soccer Teams shows (and announces verbatim). */
export const soccerTexts = {
  get title() {
    return t`Soccer Teams`;
  },
  intro: (l: SoccerLevel) => t`Make teams of ${l.teamSize} from ${l.players} players!`,
  get howToPlay() {
    return [
      t`Tap a + slot to send the next player from the bench to that team.`,
      t`Tap a player in a team to send them back to the bench.`,
      t`Fill every team, or press Form Teams to do it for you.`,
      t`Players who do not make a full team wait on the bench.`,
      t`In a challenge, first answer on the number pad how many teams the players make, then form them to check.`,
    ];
  },
  bench: (n: number) => plural(n, { one: '# player on the bench', other: '# players on the bench' }),
  /** The Division Result line, e.g. "18 ÷ 6 = 3 teams", with the leftover players when there are any. */
  divisionResult,
  /** The question form of the line while teams are being formed. */
  divisionQuestion: (l: SoccerLevel) => t`${l.players} ÷ ${l.teamSize} = ? teams`,
  get successTitle() {
    return t`Teams ready!`;
  },
  success: (l: SoccerLevel) => t`Teams ready! ${divisionResult(l)}`,
  get playAgain() {
    return t`Play Again`;
  },
  get formTeams() {
    return t`Form Teams`;
  },
  get reset() {
    return t`Reset`;
  },
  get nextGame() {
    return t`Next Game`;
  },
  get backToDashboard() {
    return t`Back to Dashboard`;
  },
} as const;

/** A challenge round's words (issue 33): asked before the teams are formed, and why when not right. */
export const soccerWords: ShareWords = {
  question: (f) => t`${f.a * f.b} players in teams of ${f.b}: how many teams?`,
  why: (f) => t`${f.a * f.b} players make ${f.a} teams of ${f.b}`,
  get short() {
    return t`How many teams?`;
  },
  get prove() {
    return t`Now form the teams to check!`;
  },
};
