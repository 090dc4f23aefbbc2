import { msg } from '@lingui/core/macro';
import type { GamePitch } from '@scenes/engine/manifest';

/**
 * Soccer Teams's tile in the landing's activity list: its sales words' only home. The manifest carries it
 * and the landing reads it alone (scenes/pitches.ts); its messages are in the sales-below catalogue.
 */
export const pitch: GamePitch = {
  position: 6,
  topic: 'Division',
  glyph: '12÷4',
  tile: 'bg-[#dcfce7] text-[#166534]',
  name: msg`Soccer Teams`,
  text: msg`Split the players into fair teams and read the result.`,
};
