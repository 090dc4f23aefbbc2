import { drawStar } from '@scenes/engine/draw';
import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import { useCallback, useEffect, useRef } from 'react';

/** What the door shows. */
export interface VaultDoorProps {
  x: number;
  y: number;
  r: number;
  open: boolean;
  /** Increases on each wrong key: the door gives a gentle shake. */
  shakeKey: number;
}

/** The round vault door with bolts and a handle wheel; swings open over a pile of treasure. */
export function VaultDoor({ x, y, r, open, shakeKey }: VaultDoorProps) {
  const doorRef = useRef<Container>(null);
  const handleRef = useRef<Container>(null);
  const shakeRef = useRef<Container>(null);
  const insideRef = useRef<Graphics>(null);
  // Drawing is fill-rate bound: the frame has a hole where the door sits, and what lies behind the
  // door is drawn only while it is open, so each pixel is filled about once.
  const drawFrame = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-r - 26, -r - 26, 2 * r + 52, 2 * r + 52, 36).fill(0x334155);
      g.circle(0, 0, r + 4).cut();
      g.roundRect(-r - 26, -r - 26, 2 * r + 52, 2 * r + 52, 36).stroke({ color: 0x94a3b8, width: 6 });
    },
    [r],
  );
  const drawInside = useCallback(
    (g: Graphics) => {
      g.clear();
      g.circle(0, 0, r + 4).fill(0x1e1b4b);
      for (let i = 0; i < 9; i++) {
        const cx = -r * 0.5 + (i % 3) * r * 0.5;
        const cy = r * 0.35 - Math.floor(i / 3) * r * 0.28;
        g.ellipse(cx, cy, r * 0.2, r * 0.09)
          .fill(0xf59e0b)
          .stroke({ color: 0xb45309, width: 3 });
      }
      drawStar(g, 0, -r * 0.45, r * 0.22, 0xfde047);
    },
    [r],
  );
  const drawDoor = useCallback(
    (g: Graphics) => {
      g.clear();
      g.circle(0, 0, r).fill(0x94a3b8).stroke({ color: 0x475569, width: 10 });
      g.circle(0, 0, r * 0.78).stroke({ color: 0x64748b, width: 6 });
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        g.circle(Math.cos(a) * r * 0.9, Math.sin(a) * r * 0.9, r * 0.045).fill(0x475569);
      }
      g.roundRect(-r * 0.98, -r * 0.12, r * 0.16, r * 0.24, 6).fill(0x475569);
    },
    [r],
  );
  const drawHandle = useCallback(
    (g: Graphics) => {
      g.clear();
      for (let i = 0; i < 3; i++) {
        const a = (i / 3) * Math.PI;
        g.moveTo(Math.cos(a) * r * 0.42, Math.sin(a) * r * 0.42)
          .lineTo(-Math.cos(a) * r * 0.42, -Math.sin(a) * r * 0.42)
          .stroke({ color: 0xfbbf24, width: r * 0.07, cap: 'round' });
      }
      g.circle(0, 0, r * 0.14)
        .fill(0xfbbf24)
        .stroke({ color: 0xb45309, width: 4 });
    },
    [r],
  );

  // Open: the handle turns, then the door swings aside. A new vault closes it again at once.
  useEffect(() => {
    const door = doorRef.current;
    const handle = handleRef.current;
    const inside = insideRef.current;
    if (!door || !handle || !inside) return;
    // The inside is drawn only once the door starts to move: under a closed door it would cost a
    // full disc of pixels every frame for nothing.
    inside.visible = false;
    if (!open) {
      door.scale.x = 1;
      door.x = 0;
      handle.rotation = 0;
      return;
    }
    const reduced = prefersReducedMotion();
    const tl = gsap.timeline();
    if (reduced) {
      inside.visible = true;
      tl.to(door, { alpha: 0.25, duration: 0.4 });
    } else {
      tl.to(handle, { rotation: Math.PI, duration: 0.5, ease: 'power2.inOut' });
      tl.call(() => {
        inside.visible = true;
      });
      tl.to(door.scale, { x: 0.12, duration: 0.7, ease: 'power2.in' });
      tl.to(door, { x: -r * 0.95, duration: 0.7, ease: 'power2.in' }, '<');
    }
    return () => {
      tl.kill();
      door.alpha = 1;
    };
  }, [open, r]);

  useEffect(() => {
    const node = shakeRef.current;
    if (!node || shakeKey === 0) return;
    const t = prefersReducedMotion()
      ? gsap.fromTo(node, { alpha: 0.7 }, { alpha: 1, duration: 0.3 })
      : gsap.fromTo(node, { x: -10 }, { x: 0, duration: 0.5, ease: 'elastic.out(1.2, 0.25)' });
    return () => {
      t.kill();
      node.x = 0;
    };
  }, [shakeKey]);

  return (
    <pixiContainer x={x} y={y}>
      <pixiContainer ref={shakeRef}>
        <pixiGraphics draw={drawFrame} />
        <pixiGraphics ref={insideRef} draw={drawInside} visible={false} />
        <pixiContainer ref={doorRef}>
          <pixiGraphics draw={drawDoor} />
          <pixiContainer ref={handleRef}>
            <pixiGraphics draw={drawHandle} />
          </pixiContainer>
        </pixiContainer>
      </pixiContainer>
    </pixiContainer>
  );
}
