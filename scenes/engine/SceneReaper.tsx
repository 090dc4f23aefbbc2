import type { Container } from 'pixi.js';
import { type RefObject, useEffect } from 'react';
import { destroyOrphans, watchStage } from './orphans';

/**
 * Destroys a scene's display objects once the scene has really unmounted.
 *
 * Why: @pixi/react destroys only the topmost display object of a removed tree (the scene root when
 * the scene closes, a panel when it disappears), so everything below stayed alive and, through
 * Pixi's text-measurement cache, reachable: each visited scene's whole tree survived (measured:
 * ~1.4 MB of heap per round of six games). orphans.ts notes what those shallow destroys leave.
 *
 * When: the scene's own effect cleanups still touch their objects (`removeChildren()`, `x = 0`), and
 * destroying the tree before them broke those. React runs all passive cleanups of an unmount in one
 * synchronous pass, so a microtask queued from this cleanup comes after every scene cleanup.
 */
export function SceneReaper({ root }: { root: RefObject<Container | null> }): null {
  useEffect(() => {
    // Passive effects run after React attached the parent's ref (layout effects run before it).
    const node = root.current;
    const stage = node?.parent;
    if (!node || !stage) return;
    watchStage(stage);
    return () => {
      queueMicrotask(() => {
        // Only a real unmount destroys the root (@pixi/react does it while committing the removal,
        // noting its children as orphans); a simulated one (React StrictMode) leaves it alive.
        if (node.destroyed) destroyOrphans(stage);
      });
    };
  }, [root]);
  return null;
}
