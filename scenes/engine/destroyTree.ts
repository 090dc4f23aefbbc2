import { gsap } from 'gsap';
import type { Container } from 'pixi.js';

/** Kills every GSAP tween on a display object and its descendants (and their points). */
function killTweens(node: Container): void {
  gsap.killTweensOf([node, node.scale, node.position, node.pivot, node.skew]);
  for (const child of node.children) killTweens(child as Container);
}

/**
 * Destroys a scene's display objects after the app is gone. Their tweens are killed first: a tween
 * that outlives its target would otherwise set `x` on a destroyed object (whose position is null)
 * on the next tick and throw.
 */
export function destroyTree(nodes: readonly Container[]): void {
  for (const node of nodes) {
    if (node.destroyed) continue;
    killTweens(node);
    node.destroy({ children: true });
  }
}
