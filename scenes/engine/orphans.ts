import type { Container, DestroyOptions } from 'pixi.js';

/**
 * Display objects left behind by shallow destroys, per app stage.
 *
 * @pixi/react removes a subtree by calling `destroy()` (no `children: true`) on its top object only:
 * everything below is detached but never destroyed. A live Text stays subscribed to its TextStyle,
 * and Pixi's module-wide text-measurement cache (an LRU of up to 1000 entries) holds those styles,
 * so every removed subtree (a message panel, a whole scene) stayed reachable. The scene's own effect
 * cleanups still touch those objects after the removal, so they cannot be destroyed right away:
 * they are noted here and destroyed by SceneReaper once the scene has unmounted.
 */
const orphans = new Map<Container, Container[]>();

/** Whether `options` makes Pixi destroy a container's children too. */
export function destroysChildren(options: DestroyOptions | undefined): boolean {
  return typeof options === 'boolean' ? options : options?.children === true;
}

/** Starts noting orphans of objects under `stage` (SceneReaper calls it for its app). */
export function watchStage(stage: Container): void {
  if (!orphans.has(stage)) orphans.set(stage, []);
}

/** Notes `parent`'s children, about to be orphaned by a shallow destroy, if it sits on a watched stage. */
export function noteOrphans(parent: Container): void {
  if (parent.children.length === 0) return;
  let top = parent;
  while (top.parent) top = top.parent;
  // Objects not on a watched stage (already detached by a scene) are their owner's business.
  orphans.get(top)?.push(...parent.children);
}

/** Destroys, with their subtrees, the orphans noted under `stage` and stops watching it. */
export function destroyOrphans(stage: Container): void {
  const list = orphans.get(stage) ?? [];
  orphans.delete(stage);
  // Skip anything destroyed meanwhile or given a new parent since.
  for (const node of list) if (!node.destroyed && !node.parent) node.destroy({ children: true });
}
