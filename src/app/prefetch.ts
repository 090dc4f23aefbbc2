/**
 * Warm-up of a game before the child taps it: the game page with the scene engine (Pixi, GSAP,
 * howler: most of a game route's bytes) and the game's own scene chunk. Safe to call repeatedly;
 * the module loader fetches each chunk once. A failed prefetch is ignored: the click loads it again.
 */
export function prefetchGameEngine(): void {
  import('@/pages/game/GamePage').catch(() => {});
}

/** Prefetches the engine and the scene of game `id` (on hover, focus or touch of its card). */
export function prefetchGame(id: string): void {
  prefetchGameEngine();
  import('@scenes/registry').then((registry) => registry.findGame(id)?.load()).catch(() => {});
}

/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing). */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1500);
  return () => clearTimeout(timer);
}
