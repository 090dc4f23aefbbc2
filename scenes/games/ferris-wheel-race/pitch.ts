import { msg } from '@lingui/core/macro';
import type { GamePitch } from '@scenes/engine/manifest';

/**
 * Ferris Wheel Race's tile in the landing's activity list: its sales words' only home. The manifest carries it
 * and the landing reads it alone (scenes/pitches.ts); its messages are in the sales-below catalogue.
 */
export const pitch: GamePitch = {
  position: 3,
  topic: 'Multiplication',
  glyph: '3×5',
  tile: 'bg-[#ffe4e6] text-[#9f1239]',
  name: msg`Ferris Wheel Race`,
  text: msg`Spin the wheel and discover that 3 × 5 is the same as 5 × 3.`,
};
