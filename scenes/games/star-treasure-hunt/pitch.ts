import { msg } from '@lingui/core/macro';
import type { GamePitch } from '@scenes/engine/manifest';

/**
 * Star Treasure Hunt's tile in the landing's activity list: its sales words' only home. The manifest carries it
 * and the landing reads it alone (scenes/pitches.ts); its messages are in the sales-below catalogue.
 */
export const pitch: GamePitch = {
  position: 1,
  topic: 'Multiplication',
  glyph: '★',
  tile: 'bg-[#312e81] text-[#fde68a]',
  name: msg`Star Treasure Hunt`,
  text: msg`Fly between planets and collect stars in equal groups.`,
};
