import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import { prefersReducedMotion, useTweens } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { Sparkles } from '@scenes/engine/ui/Sparkles';
import { drawSparkle } from '@scenes/kits/sharing/art';
import { gsap } from 'gsap';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { InversePhase } from './state';

/** The round vault: a steel door with bolts and a wheel, the division question on its screen. */
export function VaultDoor({
  x,
  y,
  r,
  question,
  phase,
  burst,
}: {
  x: number;
  y: number;
  r: number;
  question: string;
  phase: InversePhase;
  burst: number;
}) {
  const resolution = useTextResolution();
  const door = useRef<Container>(null);
  const wheel = useRef<Container>(null);
  const inside = useRef<Graphics>(null);
  const track = useTweens();
  const open = phase === 'open' || phase === 'finished';

  useEffect(() => {
    const d = door.current;
    const w = wheel.current;
    const treasure = inside.current;
    if (!d || !w || !treasure) return;
    const reduced = prefersReducedMotion();
    // Under a closed door the treasure would cost a disc of pixels every frame for nothing.
    treasure.visible = open && d.scale.x < 1;
    if (open) {
      track(gsap.to(w, { rotation: Math.PI * 2, duration: reduced ? 0.1 : 0.7, ease: 'power2.inOut' }));
      track(
        gsap.to(d.scale, {
          x: 0.18,
          duration: reduced ? 0.2 : 0.8,
          delay: reduced ? 0 : 0.5,
          ease: 'power2.in',
          onStart: () => {
            treasure.visible = true;
          },
        }),
      );
      track(
        gsap.to(d, {
          x: -r * 0.82,
          duration: reduced ? 0.2 : 0.8,
          delay: reduced ? 0 : 0.5,
          ease: 'power2.in',
        }),
      );
    } else {
      gsap.killTweensOf([d, d.scale, w]);
      d.scale.x = 1;
      d.x = 0;
      w.rotation = 0;
    }
    if (phase === 'wrong' && !reduced) {
      track(gsap.fromTo(d, { x: -10 }, { x: 0, duration: 0.5, ease: 'elastic.out(1.2, 0.25)' }));
    }
  }, [open, phase, r, track]);

  // Drawing is fill-rate bound: the frame has a hole where the door sits, a dark ring shows around
  // the door (and what a shake uncovers), and the treasure behind it is drawn only while it is open.
  const drawFrame = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-r - 26, -r - 26, (r + 26) * 2, (r + 26) * 2, 36).fill(0x64748b);
      g.circle(0, 0, r + 6).cut();
      g.roundRect(-r - 26, -r - 26, (r + 26) * 2, (r + 26) * 2, 36).stroke({ color: 0x334155, width: 6 });
      g.circle(0, 0, r + 6).fill(0x1e293b);
      g.circle(0, 0, r - 16).cut();
    },
    [r],
  );
  const drawInside = useCallback(
    (g: Graphics) => {
      g.clear();
      g.circle(0, 0, r - 14).fill(0x1e293b);
      // Treasure inside.
      for (let i = 0; i < 9; i++) {
        const cx = ((i % 3) - 1) * r * 0.42;
        const cy = r * 0.25 + Math.floor(i / 3) * -r * 0.22;
        g.ellipse(cx, cy, r * 0.2, r * 0.08)
          .fill(0xfbbf24)
          .stroke({ color: 0xb45309, width: 2 });
      }
      drawSparkle(g, -r * 0.4, -r * 0.45, r * 0.12);
      drawSparkle(g, r * 0.35, -r * 0.3, r * 0.09, 0xffffff);
    },
    [r],
  );
  const drawDoor = useCallback(
    (g: Graphics) => {
      g.clear();
      const steel = phase === 'wrong' ? 0xfca5a5 : 0xcbd5e1;
      // Only the shadow's crescent below the door: the door hides the rest.
      g.circle(0, 6, r).fill({ color: 0x000000, alpha: 0.25 });
      g.circle(0, 0, r).cut();
      g.circle(0, 0, r).fill(steel).stroke({ color: 0x475569, width: 8 });
      g.circle(0, 0, r * 0.86).stroke({ color: 0x94a3b8, width: 4 });
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        g.circle(Math.cos(a) * r * 0.93, Math.sin(a) * r * 0.93, r * 0.035).fill(0x475569);
      }
      g.roundRect(-r * 0.62, -r * 0.62, r * 1.24, r * 0.5, 16)
        .fill(0x0f172a)
        .stroke({ color: 0x22d3ee, width: 3 });
    },
    [r, phase],
  );
  const drawWheel = useCallback(
    (g: Graphics) => {
      g.clear();
      const k = r * 0.3;
      for (let i = 0; i < 3; i++) {
        const a = (i / 3) * Math.PI;
        g.moveTo(Math.cos(a) * -k, Math.sin(a) * -k)
          .lineTo(Math.cos(a) * k, Math.sin(a) * k)
          .stroke({ color: 0x475569, width: 10, cap: 'round' });
      }
      g.circle(0, 0, k * 0.35)
        .fill(0xfbbf24)
        .stroke({ color: 0xb45309, width: 3 });
    },
    [r],
  );
  const style = useMemo(
    () => textStyle({ size: Math.round(r * 0.26), weight: '700', color: '#67e8f9' }),
    [r],
  );
  return (
    <pixiContainer x={x} y={y}>
      <pixiGraphics draw={drawFrame} />
      <pixiGraphics ref={inside} draw={drawInside} visible={false} />
      <pixiContainer ref={door}>
        <pixiGraphics draw={drawDoor} />
        <pixiText text={question} y={-r * 0.37} anchor={0.5} style={style} resolution={resolution} />
        <pixiContainer ref={wheel} y={r * 0.3}>
          <pixiGraphics draw={drawWheel} />
        </pixiContainer>
      </pixiContainer>
      <Sparkles x={0} y={0} burst={burst} radius={r * 1.1} />
    </pixiContainer>
  );
}
