import { t } from '@lingui/core/macro';
import { type GameManifest, mul } from '@scenes/engine/manifest';
import { pitch } from './pitch';

/** Star Treasure Hunt: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'multiplication',
  levels: [
    {
      id: 'star-treasure-hunt',
      get title() {
        return t`Star Treasure Hunt`;
      },
    },
  ],
  next: 'cosmic-multiplication',
  playedOnly: true,
  facts: mul([1, 5], [2, 5], [3, 5], [4, 5]),
  // Issue 33: planets 2–4 then up to 6, stars on each 2–5 then up to 10 (for ÷, a is the share, b the groups).
  challenge: {
    op: 'mul',
    levels: [
      { a: [2, 4], b: [2, 5] },
      { a: [2, 5], b: [2, 6], maxProduct: 30 },
      { a: [2, 6], b: [2, 10], maxProduct: 60 },
    ],
  },
  card: {
    position: 1,
    get title() {
      return t`Star Treasure Hunt`;
    },
    get description() {
      return t`Fly to 4 planets and collect stars while you multiply.`;
    },
    emoji: '🪐',
    color: 'from-indigo-200 to-violet-100',
    featured: true,
    family: 'space',
  },
  pitch,
};
