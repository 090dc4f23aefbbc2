import { t } from '@lingui/core/macro';
import { div, type GameManifest, series } from '@scenes/engine/manifest';
import { pitch } from './pitch';

/** Backpack Train: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'division',
  helper: 'auto-distribute',
  levels: series('backpack-train', () => t`Backpack Train`),
  facts: div([24, 8], [30, 6], [45, 9], [56, 7]),
  // Issue 33: `a` backpacks on each of `b` wagons, up to 20, 36, then 56 backpacks.
  challenge: {
    op: 'div',
    levels: [
      { a: [2, 5], b: [2, 4], maxProduct: 20 },
      { a: [2, 6], b: [2, 6], maxProduct: 36 },
      { a: [2, 8], b: [2, 9], maxProduct: 56 },
    ],
  },
  card: {
    position: 8,
    get title() {
      return t`Backpack Train`;
    },
    get description() {
      return t`Load the same number of backpacks on every wagon.`;
    },
    emoji: '🚂',
    color: 'from-yellow-200 to-amber-50',
    featured: false,
    family: 'sharing',
  },
  pitch,
};
