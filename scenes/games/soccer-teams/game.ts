import { t } from '@lingui/core/macro';
import { div, type GameManifest, series } from '@scenes/engine/manifest';
import { pitch } from './pitch';

/** Soccer Teams: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'division',
  helper: 'form-teams',
  levels: series('soccer-teams', () => t`Soccer Teams`),
  facts: div([18, 6], [24, 8], [35, 7], [42, 6]),
  // Issue 33: `a` teams of `b` players (the answer is the teams), up to 18, 30, then 42 players.
  challenge: {
    op: 'div',
    levels: [
      { a: [2, 3], b: [2, 6] },
      { a: [2, 5], b: [2, 6], maxProduct: 30 },
      { a: [2, 7], b: [2, 8], maxProduct: 42 },
    ],
  },
  card: {
    position: 6,
    get title() {
      return t`Soccer Teams`;
    },
    get description() {
      return t`Split the players into equal teams.`;
    },
    emoji: '⚽',
    color: 'from-green-200 to-emerald-50',
    featured: false,
    family: 'sharing',
  },
  pitch,
};
