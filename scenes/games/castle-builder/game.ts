import { t } from '@lingui/core/macro';
import { type GameManifest, mul } from '@scenes/engine/manifest';

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
  pitch: {
    position: 2,
    topic: 'Factors',
    glyph: '3×6',
    tile: 'bg-[#e0f2fe] text-[#075985]',
    get text() {
      return t`Find the two blocks whose product builds the foundation.`;
    },
  },
};
