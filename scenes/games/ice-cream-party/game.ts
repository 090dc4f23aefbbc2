import { t } from '@lingui/core/macro';
import { div, type GameManifest, series } from '@scenes/engine/manifest';

/** Ice Cream Party: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'division',
  levels: series('ice-cream-party', () => t`Ice Cream Party`),
  facts: div([12, 4], [18, 6], [24, 8], [35, 7]),
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
  pitch: {
    position: 5,
    topic: 'Division',
    glyph: '÷',
    tile: 'bg-[#fce7f3] text-[#9d174d]',
    get text() {
      return t`Share scoops fairly between friends: division you can see.`;
    },
  },
};
