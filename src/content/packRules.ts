import { cardGames, findRoute } from '@scenes/manifests';
import { multiplicationCards } from './lesson-cards';

/**
 * What is open without the Fun Pack when payments are on (issue 36 §3): daily practice (never
 * locked, so not here), the first game of each family on the Games tab, the first lesson block and
 * two worksheets. The server decides who has the pack (my_pack()); these rules say what a card needs.
 */

const freeGames = (() => {
  const seen = new Set<string>();
  const free = new Set<string>();
  for (const g of cardGames()) {
    if (seen.has(g.card.family)) continue;
    seen.add(g.card.family);
    free.add(g.id);
  }
  return free;
})();

const firstBlock = multiplicationCards[0];
const freeLessons = new Set(firstBlock?.chain ?? []);

/** Whether a game (its folder id) is open without the pack. */
export function gameIsFree(gameId: string): boolean {
  return freeGames.has(gameId);
}

/** Whether a game route (a level's id, as in /app/games/:game) is open without the pack. */
export function gameRouteIsFree(routeId: string): boolean {
  const route = findRoute(routeId);
  return route ? gameIsFree(route.game.id) : true;
}

/** Whether a lesson card (m1…d7) is open without the pack: the first block only. */
export function lessonCardIsFree(cardId: string): boolean {
  return cardId === firstBlock?.id;
}

/** Whether a lesson (its id, as in /app/lesson/:lessonId) is open without the pack. */
export function lessonIsFree(lessonId: string): boolean {
  return freeLessons.has(lessonId);
}

/**
 * Whether a worksheet is open without the pack: the first two of the list (by their place, so this
 * module does not bring the worksheets' texts into the game and lesson routes).
 */
export function worksheetIsFree(place: number): boolean {
  return place < 2;
}
