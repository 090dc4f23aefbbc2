import { msg } from '@lingui/core/macro';
import type { GamePitch } from '@scenes/engine/manifest';

/**
 * Inverse Vault's tile in the landing's activity list: its sales words' only home. The manifest carries it
 * and the landing reads it alone (scenes/pitches.ts); its messages are in the sales-below catalogue.
 */
export const pitch: GamePitch = {
  position: 7,
  topic: 'Division',
  glyph: '×÷',
  tile: 'bg-[#ede9fe] text-[#5b21b6]',
  name: msg`Inverse Vault`,
  text: msg`Use a multiplication fact to unlock its matching division.`,
};
