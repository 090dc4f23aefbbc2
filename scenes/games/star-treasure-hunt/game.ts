import { type GameManifest, mul } from '@scenes/engine/manifest';

/** Star Treasure Hunt: the manifest (DESIGN §3.1). */
export const game: GameManifest = {
  subject: 'multiplication',
  levels: [{ id: 'star-treasure-hunt', title: 'Star Treasure Hunt' }],
  next: 'cosmic-multiplication',
  playedOnly: true,
  facts: mul([1, 5], [2, 5], [3, 5], [4, 5]),
  card: {
    position: 1,
    title: 'Star Treasure Hunt',
    description: 'Fly to 4 planets and collect stars while you multiply.',
    emoji: '🪐',
    color: 'from-indigo-200 to-violet-100',
    featured: true,
  },
  pitch: {
    position: 1,
    topic: 'Multiplication',
    glyph: '★',
    tile: 'bg-[#312e81] text-[#fde68a]',
    text: 'Fly between planets and collect stars in equal groups.',
  },
};
