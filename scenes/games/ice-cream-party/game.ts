import { t } from '@lingui/core/macro';
import { div, type GameManifest, series } from '@scenes/engine/manifest';
import { pitch } from './pitch';

/** Ice Cream Party: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'division',
  helper: 'auto-distribute',
  levels: series('ice-cream-party', () => t`Ice Cream Party`),
  facts: div([12, 4], [18, 6], [24, 8], [35, 7]),
  // Issue 33: up to 30 scoops for 2–6 friends; `a` is each share, `b` the friends.
  challenge: {
    op: 'div',
    levels: [
      { a: [2, 5], b: [2, 4], maxProduct: 20 },
      { a: [2, 6], b: [2, 5], maxProduct: 24 },
      { a: [2, 10], b: [2, 6], maxProduct: 30 },
    ],
  },
  card: {
    position: 5,
    get title() {
      return t`Ice Cream Party`;
    },
    get description() {
      return t`Share the scoops so every child gets the same.`;
    },
    emoji: '🍦',
    color: 'from-fuchsia-200 to-pink-50',
    featured: false,
    family: 'sharing',
  },
  pitch,
};
