import { msg } from '@lingui/core/macro';
import type { GamePitch } from '@scenes/engine/manifest';

/**
 * Backpack Train's tile in the landing's activity list: its sales words' only home. The manifest carries it
 * and the landing reads it alone (scenes/pitches.ts); its messages are in the sales-below catalogue.
 */
export const pitch: GamePitch = {
  position: 8,
  topic: 'Division',
  glyph: '15÷3',
  tile: 'bg-[#fef9c3] text-[#854d0e]',
  name: msg`Backpack Train`,
  text: msg`Load backpacks wagon by wagon until everyone has the same.`,
};
