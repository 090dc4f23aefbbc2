import { t } from '@lingui/core/macro';
import { type GameManifest, mul } from '@scenes/engine/manifest';
import { pitch } from './pitch';

/** Ferris Wheel Race: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'multiplication',
  levels: [
    {
      id: 'ferris-wheel-race',
      get title() {
        return t`Ferris Wheel Race`;
      },
    },
  ],
  back: 'app',
  playedOnly: true,
  facts: mul([6, 3], [3, 6], [4, 5], [5, 4]),
  // Issue 33: a fact and its turn-around; products up to 25, then 50, then 100.
  challenge: {
    op: 'mul',
    levels: [
      { a: [2, 5], b: [2, 5] },
      { a: [2, 10], b: [2, 10], maxProduct: 50 },
      { a: [2, 10], b: [2, 10], maxProduct: 100 },
    ],
  },
  card: {
    position: 3,
    get title() {
      return t`Ferris Wheel Race`;
    },
    get description() {
      return t`Spin the wheel and discover the commutative property.`;
    },
    emoji: '🎡',
    color: 'from-pink-200 to-rose-50',
    featured: false,
    family: 'puzzle',
  },
  pitch,
};
