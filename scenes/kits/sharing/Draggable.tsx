import { prefersReducedMotion, pressPop, useTweens } from '@scenes/engine/motion';
import type { Container, FederatedPointerEvent } from '@scenes/engine/pixi';
import { requestRender } from '@scenes/engine/renderLoop';
import { gsap } from 'gsap';
import { Rectangle } from 'pixi.js';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { playSound } from '@/lib/audio';

/** A point in the parent's design coordinates. */
export interface Point {
  x: number;
  y: number;
}

/** Props of a draggable, tappable thing. */
export interface DraggableProps {
  /** Home position in the parent's design coordinates. */
  x: number;
  y: number;
  /** Hit box (design px) around the home position. */
  width: number;
  height: number;
  /**
   * Accessible name: the keyboard and screen-reader button of the thing, which presses `onTap`.
   * Its overlay button lets pointer events through (`accessiblePointerEvents: 'none'`), or it
   * would take the pointerdown from the canvas and the drag would never start.
   */
  name?: string;
  /** Pixi label, so tests and benches can find the object on the stage. */
  label?: string;
  /** Keyboard, screen-reader and plain taps (no drag). */
  onTap?: () => void;
  /** A drop at `point`: return where it lands to snap there, or null to spring back home. */
  onDrop: (point: Point) => Point | null;
  disabled?: boolean;
  children?: ReactNode;
}

const DRAG_THRESHOLD = 6;

/** The pointer in the coordinates of the node's parent (the scene's design space). */
function local(e: FederatedPointerEvent, node: Container): Point {
  return node.parent ? e.getLocalPosition(node.parent) : { x: e.global.x, y: e.global.y };
}

/**
 * Drag and drop for mouse and touch: the thing follows the pointer (lifted, above everything), a
 * drop on a target snaps to it, an invalid drop springs back. A press without movement is a tap, so
 * the tap path and the accessibility overlay's click (pointertap) always work.
 */
export function Draggable({
  x,
  y,
  width,
  height,
  name,
  label,
  onTap,
  onDrop,
  disabled,
  children,
}: DraggableProps) {
  const ref = useRef<Container>(null);
  const track = useTweens();
  const drag = useRef<{ grab: Point; start: Point; moved: boolean } | null>(null);
  // When the last drag ended: the pointertap that follows a drag's pointerup is not a tap.
  const draggedAt = useRef(-1e9);
  // The home can move between renders (the pile shrinks); tweens read the latest one.
  const home = useRef({ x, y });
  home.current = { x, y };
  const hitArea = useMemo(() => new Rectangle(-width / 2, -height / 2, width, height), [width, height]);

  const onDown = useCallback(
    (e: FederatedPointerEvent) => {
      const node = ref.current;
      if (disabled || !node) return;
      const p = local(e, node);
      gsap.killTweensOf(node.position);
      drag.current = { grab: { x: p.x - node.x, y: p.y - node.y }, start: p, moved: false };
      node.zIndex = 1000;
      track(gsap.to(node.scale, { x: 1.15, y: 1.15, duration: 0.1 }));
    },
    [disabled, track],
  );

  const onMove = useCallback((e: FederatedPointerEvent) => {
    const d = drag.current;
    const node = ref.current;
    if (!d || !node) return;
    const p = local(e, node);
    if (!d.moved && Math.hypot(p.x - d.start.x, p.y - d.start.y) < DRAG_THRESHOLD) return;
    d.moved = true;
    node.position.set(p.x - d.grab.x, p.y - d.grab.y);
    // Frames are drawn on demand: a pointer move is a change no tween or dispatch announces.
    requestRender();
  }, []);

  const onUp = useCallback(
    (e: FederatedPointerEvent) => {
      const d = drag.current;
      const node = ref.current;
      if (!d || !node) return;
      drag.current = null;
      track(gsap.to(node.scale, { x: 1, y: 1, duration: 0.15 }));
      if (!d.moved) {
        node.zIndex = 0;
        return;
      }
      draggedAt.current = performance.now();
      const target = onDrop(local(e, node));
      const reduced = prefersReducedMotion();
      if (target) {
        // Snap onto the target, then quietly return home: the state now draws the scoop there.
        track(
          gsap.to(node.position, {
            x: target.x,
            y: target.y,
            duration: 0.12,
            ease: 'power2.out',
            onComplete: () => {
              node.position.set(home.current.x, home.current.y);
              node.zIndex = 0;
            },
          }),
        );
        return;
      }
      playSound('wrong');
      track(
        gsap.to(node.position, {
          x: home.current.x,
          y: home.current.y,
          duration: reduced ? 0.2 : 0.6,
          ease: reduced ? 'power1.out' : 'elastic.out(1, 0.5)',
          onComplete: () => {
            node.zIndex = 0;
          },
        }),
      );
    },
    [onDrop, track],
  );

  const onPointerTap = useCallback(() => {
    if (performance.now() - draggedAt.current < 250) return;
    if (disabled || !onTap) return;
    if (ref.current) track(pressPop(ref.current));
    onTap();
  }, [disabled, onTap, track]);

  return (
    <pixiContainer
      ref={ref}
      label={label}
      x={x}
      y={y}
      hitArea={hitArea}
      eventMode={disabled ? 'none' : 'static'}
      cursor={disabled ? 'default' : 'grab'}
      accessible={!disabled && Boolean(name)}
      accessibleType="button"
      accessibleTitle={name}
      accessiblePointerEvents="none"
      tabIndex={0}
      onPointerDown={onDown}
      onGlobalPointerMove={onMove}
      onPointerUp={onUp}
      onPointerUpOutside={onUp}
      onPointerTap={onPointerTap}
    >
      {children}
    </pixiContainer>
  );
}
