import { msg } from '@lingui/core/macro';
import type { GamePitch } from '@scenes/engine/manifest';

/**
 * Ice Cream Party's tile in the landing's activity list: its sales words' only home. The manifest carries it
 * and the landing reads it alone (scenes/pitches.ts); its messages are in the sales-below catalogue.
 */
export const pitch: GamePitch = {
  position: 5,
  topic: 'Division',
  glyph: '÷',
  tile: 'bg-[#fce7f3] text-[#9d174d]',
  name: msg`Ice Cream Party`,
  text: msg`Share scoops fairly between friends: division you can see.`,
};
