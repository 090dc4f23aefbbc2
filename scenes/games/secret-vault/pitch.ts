import { msg } from '@lingui/core/macro';
import type { GamePitch } from '@scenes/engine/manifest';

/**
 * Secret Vault's tile in the landing's activity list: its sales words' only home. The manifest carries it
 * and the landing reads it alone (scenes/pitches.ts); its messages are in the sales-below catalogue.
 */
export const pitch: GamePitch = {
  position: 4,
  topic: 'Multiplication',
  glyph: '?×4',
  tile: 'bg-[#fef3c7] text-[#92400e]',
  name: msg`Secret Vault`,
  text: msg`Pick the right key to crack each times-table vault.`,
};
