import type { Container } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { destroyOrphans, noteOrphans, watchStage } from './orphans';

/** The part of a Pixi Container orphans.ts uses (Pixi itself needs a browser to load). */
class Node {
  children: Node[] = [];
  parent: Node | null = null;
  destroyed = false;
  add(child: Node): Node {
    child.parent = this;
    this.children.push(child);
    return child;
  }
  destroy(options?: { children?: boolean }): void {
    const kids = this.children;
    this.children = [];
    for (const kid of kids) kid.parent = null;
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
    this.parent = null;
    this.destroyed = true;
    if (options?.children) for (const kid of kids) kid.destroy(options);
  }
}
const asPixi = (node: Node) => node as unknown as Container;

/** A panel (card > label) on `stage`, removed the way @pixi/react removes a subtree. */
function shallowRemove(stage: Node) {
  const panel = stage.add(new Node());
  const card = panel.add(new Node());
  const label = card.add(new Node());
  noteOrphans(asPixi(panel));
  panel.destroy();
  return { card, label };
}

describe('orphans', () => {
  it('destroys what a shallow destroy left behind on a watched stage, subtrees included', () => {
    const stage = new Node();
    watchStage(asPixi(stage));
    const { card, label } = shallowRemove(stage);
    expect(card.destroyed).toBe(false);
    destroyOrphans(asPixi(stage));
    expect(card.destroyed).toBe(true);
    expect(label.destroyed).toBe(true);
  });

  it('ignores stages nobody watches and orphans that found a new parent', () => {
    const unwatched = new Node();
    const lost = shallowRemove(unwatched);
    destroyOrphans(asPixi(unwatched));
    expect(lost.card.destroyed).toBe(false);

    const stage = new Node();
    watchStage(asPixi(stage));
    const { card } = shallowRemove(stage);
    stage.add(card);
    destroyOrphans(asPixi(stage));
    expect(card.destroyed).toBe(false);
  });
});
