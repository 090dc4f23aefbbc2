import { t } from '@lingui/core/macro';
import { div, type GameManifest, series } from '@scenes/engine/manifest';
import { pitch } from './pitch';

/** Ice Cream Party: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'division',
  helper: 'auto-distribute',
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
  pitch,
};
