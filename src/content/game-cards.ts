/** A game card of the dashboard's Games tab (spec §3 "Game card"). */
export interface GameCard {
  /** The game's route name: the card links to /app/games/{id}. */
  id: string;
  title: string;
  description: string;
  emoji: string;
  /** Tailwind classes for the card's colour (a soft gradient per game world). */
  color: string;
  featured: boolean;
}

/** The 8 games of the Games tab in the spec's order; the first two are featured. */
export const gameCards: readonly GameCard[] = [
  {
    id: 'star-treasure-hunt',
    title: 'Star Treasure Hunt',
    description: 'Fly to 4 planets and collect stars while you multiply.',
    emoji: '🪐',
    color: 'from-indigo-200 to-violet-100',
    featured: true,
  },
  {
    id: 'castle-builder',
    title: 'Castle Builder',
    description: 'Pick the right blocks and build a royal castle.',
    emoji: '🏰',
    color: 'from-sky-200 to-cyan-50',
    featured: true,
  },
  {
    id: 'ferris-wheel-race',
    title: 'Ferris Wheel Race',
    description: 'Spin the wheel and discover the commutative property.',
    emoji: '🎡',
    color: 'from-pink-200 to-rose-50',
    featured: false,
  },
  {
    id: 'secret-vault',
    title: 'Secret Vault',
    description: 'Find the key with the right answer to open 3 vaults.',
    emoji: '🔐',
    color: 'from-amber-200 to-yellow-50',
    featured: false,
  },
  {
    id: 'ice-cream-party',
    title: 'Ice Cream Party',
    description: 'Share the scoops so every child gets the same.',
    emoji: '🍦',
    color: 'from-fuchsia-200 to-pink-50',
    featured: false,
  },
  {
    id: 'soccer-teams',
    title: 'Soccer Teams',
    description: 'Split the players into equal teams.',
    emoji: '⚽',
    color: 'from-green-200 to-emerald-50',
    featured: false,
  },
  {
    id: 'inverse-vault',
    title: 'Inverse Vault',
    description: 'Use a times fact to crack the division code.',
    emoji: '🗝️',
    color: 'from-violet-200 to-purple-50',
    featured: false,
  },
  {
    id: 'backpack-train',
    title: 'Backpack Train',
    description: 'Load the same number of backpacks on every wagon.',
    emoji: '🚂',
    color: 'from-yellow-200 to-amber-50',
    featured: false,
  },
];
