import type { Container } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import {
  addRect,
  DirtyTracker,
  MAX_RECTS,
  multiply,
  type Rect,
  scissorBox,
  transformedBox,
  unionRect,
} from './dirtyRegion';

let uids = 0;

/** The part of a Pixi display object the tracker reads (Pixi itself needs a browser to load). */
class Node {
  uid = ++uids;
  children: Node[] = [];
  visible = true;
  renderable = true;
  destroyed = false;
  alpha = 1;
  x = 0;
  y = 0;
  scale = 1;
  rotation = 0;
  localTransform = { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 };
  renderPipeId?: string;
  bounds?: Rect;
  _didViewChangeTick = 0;
  constructor(size?: number) {
    if (size !== undefined) {
      this.renderPipeId = 'graphics';
      this.bounds = { minX: 0, minY: 0, maxX: size, maxY: size };
    }
  }
  add(...kids: Node[]): this {
    this.children.push(...kids);
    return this;
  }
  updateLocalTransform(): void {
    const cos = Math.cos(this.rotation) * this.scale;
    const sin = Math.sin(this.rotation) * this.scale;
    this.localTransform = { a: cos, b: sin, c: -sin, d: cos, tx: this.x, ty: this.y };
  }
}

const stageOf = (...kids: Node[]) => new Node().add(...kids) as unknown as Container;

describe('rect helpers', () => {
  it('unions rectangles', () => {
    const a = unionRect(null, { minX: 0, minY: 0, maxX: 10, maxY: 10 });
    expect(unionRect(a, { minX: 5, minY: -5, maxX: 20, maxY: 8 })).toEqual({
      minX: 0,
      minY: -5,
      maxX: 20,
      maxY: 10,
    });
  });

  it('boxes a rotated, moved rect and grows it by the margin', () => {
    const quarterTurn = multiply([1, 0, 0, 1, 100, 50], [0, 1, -1, 0, 0, 0]);
    expect(transformedBox(quarterTurn, { minX: 0, minY: 0, maxX: 20, maxY: 10 }, 2)).toEqual({
      minX: 88,
      minY: 48,
      maxX: 102,
      maxY: 72,
    });
  });

  it('turns a stage region into a bottom-up scissor box in buffer pixels, clamped to the buffer', () => {
    expect(scissorBox({ minX: 10.4, minY: 20.2, maxX: 50.1, maxY: 60 }, 400, 300, 2)).toEqual([
      20, 180, 81, 80,
    ]);
    expect(scissorBox({ minX: -30, minY: -30, maxX: 40, maxY: 40 }, 400, 300, 1)).toEqual([0, 260, 40, 40]);
  });

  it('asks for the whole buffer when the region covers most of it', () => {
    expect(scissorBox({ minX: 0, minY: 0, maxX: 390, maxY: 290 }, 400, 300, 1)).toBeNull();
  });
});

describe('DirtyTracker', () => {
  it('reports the whole stage first, then nothing while nothing changes', () => {
    const stage = stageOf(new Node(10), new Node(10));
    const tracker = new DirtyTracker();
    expect(tracker.collect(stage)).toBe('whole');
    expect(tracker.collect(stage)).toBeNull();
  });

  it('a moved object dirties where it was and where it is', () => {
    const moving = new Node(10);
    const still = new Node(10);
    still.x = 500;
    const stage = stageOf(moving, still);
    const tracker = new DirtyTracker();
    tracker.collect(stage);
    moving.x = 100;
    expect(tracker.collect(stage)).toEqual({ minX: -3, minY: -3, maxX: 113, maxY: 13 });
  });

  it('a parent’s transform, alpha or a content change dirties its drawn children', () => {
    const leaf = new Node(10);
    const group = new Node().add(leaf);
    const stage = stageOf(group);
    const tracker = new DirtyTracker();
    tracker.collect(stage);
    group.rotation = 0.3;
    expect(tracker.collect(stage)).not.toBeNull();
    group.alpha = 0.5;
    expect(tracker.collect(stage)).not.toBeNull();
    group.rotation = 0;
    tracker.collect(stage);
    leaf._didViewChangeTick += 1;
    expect(tracker.collect(stage)).toEqual({ minX: -3, minY: -3, maxX: 13, maxY: 13 });
    expect(tracker.collect(stage)).toBeNull();
  });

  it('a hidden or removed object dirties the place it was drawn', () => {
    const a = new Node(10);
    const b = new Node(10);
    b.x = 200;
    const stage = stageOf(a, b);
    const tracker = new DirtyTracker();
    tracker.collect(stage);
    b.visible = false;
    expect(tracker.collect(stage)).toEqual({ minX: 197, minY: -3, maxX: 213, maxY: 13 });
    (stage as unknown as Node).children = [b];
    b.visible = true;
    expect(tracker.collect(stage)).toEqual({ minX: -3, minY: -3, maxX: 213, maxY: 13 });
  });

  it('swapping the draw order of two objects dirties both', () => {
    const a = new Node(10);
    const b = new Node(10);
    b.x = 5;
    const stage = stageOf(a, b);
    const tracker = new DirtyTracker();
    tracker.collect(stage);
    (stage as unknown as Node).children = [b, a];
    expect(tracker.collect(stage)).toEqual({ minX: -3, minY: -3, maxX: 18, maxY: 13 });
  });

  it('falls back to the whole stage for filters and masks, and after reset', () => {
    const masked = new Node(10) as Node & { mask?: unknown };
    const stage = stageOf(masked);
    const tracker = new DirtyTracker();
    tracker.collect(stage);
    masked.mask = {};
    expect(tracker.collect(stage)).toBe('whole');
    delete masked.mask;
    tracker.reset();
    expect(tracker.collect(stage)).toBe('whole');
  });
});

describe('addRect', () => {
  const r = (minX: number, minY: number, maxX: number, maxY: number): Rect => ({ minX, minY, maxX, maxY });

  it('keeps far-apart boxes apart and joins overlapping ones', () => {
    const rects: Rect[] = [];
    addRect(rects, r(0, 0, 10, 10)); // Pip in a corner
    addRect(rects, r(500, 300, 700, 500)); // the card in the middle
    addRect(rects, r(40, 40, 60, 60)); // near Pip: one pass costs more than the pixels saved
    expect(rects).toEqual([r(500, 300, 700, 500), r(0, 0, 60, 60)]);
  });

  it('never keeps more than MAX_RECTS, joining the pair that grows least', () => {
    const rects: Rect[] = [];
    for (let i = 0; i < MAX_RECTS + 1; i++) addRect(rects, r(i * 400, 0, i * 400 + 10, 400));
    expect(rects).toHaveLength(MAX_RECTS);
    // Every box is still covered.
    for (let i = 0; i < MAX_RECTS + 1; i++)
      expect(rects.some((q) => q.minX <= i * 400 && q.maxX >= i * 400 + 10)).toBe(true);
  });
});
