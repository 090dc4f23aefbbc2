import { t } from '@lingui/core/macro';
import { type GameManifest, mul } from '@scenes/engine/manifest';
import { pitch } from './pitch';

/** Castle Foundation: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'multiplication',
  levels: [
    {
      id: 'castle-builder',
      get title() {
        return t`Castle Foundation`;
      },
    },
  ],
  next: 'castle-towers',
  facts: mul([3, 6]),
  // Issue 33: a target with at least two factor pairs among blocks 2–10 (12, 18, 20, 24), then up to 40 (30, 40).
  challenge: {
    op: 'mul',
    levels: [
      { a: [2, 10], b: [2, 10], maxProduct: 24 },
      { a: [2, 10], b: [2, 10], maxProduct: 40 },
    ],
  },
  card: {
    position: 2,
    get title() {
      return t`Castle Builder`;
    },
    get description() {
      return t`Pick the right blocks and build a royal castle.`;
    },
    emoji: '🏰',
    color: 'from-sky-200 to-cyan-50',
    featured: true,
    family: 'castle',
  },
  pitch,
};
