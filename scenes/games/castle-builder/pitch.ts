import { msg } from '@lingui/core/macro';
import type { GamePitch } from '@scenes/engine/manifest';

/**
 * Castle Builder's tile in the landing's activity list: its sales words' only home. The manifest carries it
 * and the landing reads it alone (scenes/pitches.ts); its messages are in the sales-below catalogue.
 */
export const pitch: GamePitch = {
  position: 2,
  topic: 'Factors',
  glyph: '3×6',
  tile: 'bg-[#e0f2fe] text-[#075985]',
  name: msg`Castle Builder`,
  text: msg`Find the two blocks whose product builds the foundation.`,
};
