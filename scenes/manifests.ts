import type { GameLevel, GameManifest } from './engine/manifest';
import { withTexts } from './engine/withTexts';

/**
 * Every game's manifest (`scenes/games/<id>/game.ts`, eager and tiny) and what is derived from them:
 * the routes, the Games tab's cards, the landing page's activity list and the order of games. This
 * is the only list of games; nothing else spells them out.
 */
const modules = import.meta.glob<{ game: GameManifest }>('./games/*/game.ts', { eager: true });

/** A game's manifest with its folder id (the id of its first route). */
export interface Game extends GameManifest {
  id: string;
}

/** One route of a game: a level with its game and 1-based level number. */
export interface GameRoute extends GameLevel {
  game: Game;
  level: number;
}

/** Every game, by folder name. */
export const games: readonly Game[] = Object.entries(modules)
  .map(([file, mod]) => ({ ...mod.game, id: file.split('/')[2] }))
  .sort((a, b) => a.id.localeCompare(b.id));

const routes = new Map<string, GameRoute>();
for (const game of games) {
  game.levels.forEach((level, i) => {
    routes.set(level.id, withTexts<GameRoute>({ game, level: i + 1 }, level));
  });
}

/** The route with this id, or undefined. */
export function findRoute(id: string): GameRoute | undefined {
  return routes.get(id);
}

/** Every game route id (the route table, tests and benches walk them). */
export function gameRouteIds(): string[] {
  return [...routes.keys()];
}

/** The games on the dashboard's Games tab, in their order. */
export function cardGames(): (Game & { card: NonNullable<Game['card']> })[] {
  return games
    .filter((g): g is Game & { card: NonNullable<Game['card']> } => Boolean(g.card))
    .sort((a, b) => a.card.position - b.card.position);
}

/** The games of the landing page's activity list, in their order. */
export function pitchedGames(): (Game & { pitch: NonNullable<Game['pitch']> })[] {
  return games
    .filter((g): g is Game & { pitch: NonNullable<Game['pitch']> } => Boolean(g.pitch))
    .sort((a, b) => a.pitch.position - b.pitch.position);
}

/**
 * The route "next" or "previous" leads to from `id`: the next level of a series, then the game's
 * `next`; the previous level. Null when there is none (the series ends).
 */
export function neighbourRoute(id: string, direction: 'next' | 'previous'): string | null {
  const route = routes.get(id);
  if (!route) return null;
  const { levels, next } = route.game;
  const i = route.level - 1;
  if (direction === 'previous') return i > 0 ? levels[i - 1].id : null;
  if (i + 1 < levels.length) return levels[i + 1].id;
  return next ?? null;
}
