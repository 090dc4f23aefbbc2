import { type GameManifest, mul } from '@scenes/engine/manifest';

/** Castle Complete: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'multiplication',
  levels: [{ id: 'castle-complete', title: 'Castle Complete' }],
  facts: mul([3, 4], [4, 2], [2, 6], [5, 3]),
};
