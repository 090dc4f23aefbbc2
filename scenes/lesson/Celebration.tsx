import { gsap } from 'gsap';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { drawCard, drawRocket, drawStar } from '../engine/draw';
import { textStyle } from '../engine/fonts';
import { useLayout, useTextResolution } from '../engine/LayoutContext';
import { prefersReducedMotion, useTweens } from '../engine/motion';
import { type Container, Graphics } from '../engine/pixi';
import { Button } from '../engine/ui/Button';
import { Confetti } from '../engine/ui/Confetti';
import { Pip } from '../engine/ui/Pip';
import { drawItem } from './visuals/items';
import { actionText, blockCompleteText, finishedText } from './words';

function drawFlame(g: Graphics) {
  g.clear();
  g.poly([-22, 0, 0, 70, 22, 0]).fill(0xf97316);
  g.poly([-11, 0, 0, 42, 11, 0]).fill(0xfde047);
}

function drawChest(g: Graphics) {
  g.clear();
  g.roundRect(-90, -10, 180, 100, 14).fill(0x92400e).stroke({ color: 0x451a03, width: 4 });
  g.rect(-90, 20, 180, 14).fill(0xfbbf24);
  g.roundRect(-16, 6, 32, 40, 6).fill(0xfbbf24).stroke({ color: 0xb45309, width: 3 });
}

function drawLid(g: Graphics) {
  g.clear();
  g.roundRect(-90, -56, 180, 56, 16).fill(0xb45309).stroke({ color: 0x451a03, width: 4 });
  g.rect(-90, -22, 180, 12).fill(0xfbbf24);
}

/** A rocket that blasts off from the bottom of the stage and flies out of the top (its whoosh is the reducer's). */
function RocketLaunch({ x, y, top }: { x: number; y: number; top: number }) {
  const ref = useRef<Container>(null);
  const flameRef = useRef<Container>(null);
  const track = useTweens();
  const drawBody = useCallback((g: Graphics) => {
    g.clear();
    drawRocket(g, 0, 0, 190, 0xffffff, 0xef4444);
  }, []);
  useEffect(() => {
    const node = ref.current;
    const flame = flameRef.current;
    if (!node || !flame) return;
    if (prefersReducedMotion()) return;
    // A finite flicker: the engine draws frames only while tweens run, so nothing may loop forever.
    track(gsap.to(flame.scale, { y: 1.35, duration: 0.12, yoyo: true, repeat: 29 }));
    track(
      gsap
        .timeline()
        .fromTo(node, { x: x - 3 }, { x: x + 3, duration: 0.05, repeat: 11, yoyo: true })
        .to(node, { y: top - 240, duration: 1.8, ease: 'power2.in' })
        .set(node, { y: y + 420 })
        .to(node, { y, duration: 1.1, ease: 'back.out(1.4)' }),
    );
  }, [track, x, y, top]);
  return (
    <pixiContainer ref={ref} x={x} y={y}>
      <pixiContainer ref={flameRef} y={94}>
        <pixiGraphics draw={drawFlame} />
      </pixiContainer>
      <pixiGraphics draw={drawBody} />
    </pixiContainer>
  );
}

/** A treasure chest whose lid opens and lets golden coins and gems burst out. */
function TreasureChest({ x, y }: { x: number; y: number }) {
  const lidRef = useRef<Container>(null);
  const coinsRef = useRef<Container>(null);
  const track = useTweens();
  useEffect(() => {
    const lid = lidRef.current;
    const coins = coinsRef.current;
    if (!lid || !coins) return;
    const reduced = prefersReducedMotion();
    track(gsap.to(lid, { rotation: -0.6, duration: reduced ? 0.2 : 0.6, ease: 'back.out(2)' }));
    for (let i = 0; i < (reduced ? 0 : 14); i++) {
      const coin = coins.addChild(new Graphics());
      drawItem(coin, i % 4 === 0 ? 'gem' : 'coin', 0, 0, 16);
      const angle = -Math.PI / 2 + (i / 13 - 0.5) * 2.2;
      track(
        gsap.fromTo(
          coin,
          { x: 0, y: 0 },
          {
            x: Math.cos(angle) * (140 + (i % 3) * 40),
            y: Math.sin(angle) * (150 + (i % 4) * 30),
            duration: 0.9,
            delay: 0.3 + i * 0.04,
            ease: 'power2.out',
          },
        ),
      );
    }
    return () => {
      for (const c of coins.removeChildren()) c.destroy();
    };
  }, [track]);
  return (
    <pixiContainer x={x} y={y}>
      <pixiContainer ref={coinsRef} y={-20} />
      <pixiGraphics draw={drawChest} />
      <pixiContainer ref={lidRef} x={-90} y={-10}>
        <pixiContainer x={90}>
          <pixiGraphics draw={drawLid} />
        </pixiContainer>
      </pixiContainer>
    </pixiContainer>
  );
}

/**
 * The end-of-block celebration: a rocket or a treasure, stars, confetti, cheering Pip and CONTINUE. The
 * lesson page darkens the stage behind the canvas while it shows.
 */
export function Celebration({
  kind,
  blockName,
  onContinue,
}: {
  kind: 'rocket' | 'treasure';
  blockName: string;
  onContinue: () => void;
}) {
  const { width, height, view, portrait } = useLayout();
  const resolution = useTextResolution();
  const cardW = portrait ? 440 : 560;
  const cardH = 230;
  const cardY = portrait ? height - 190 : height - 128;
  const sky = useCallback(
    (g: Graphics) => {
      g.clear();
      // The night sky itself is painted in CSS behind the canvas (full-screen fills are slow in WebGL).
      for (let i = 0; i < 24; i++) {
        const sx = view.x + ((i * 137) % 100) * (view.width / 100);
        const sy = view.y + ((i * 61) % 100) * (view.height / 100) * 0.6;
        drawStar(g, sx, sy, 5 + (i % 3) * 2, 0xfde68a, 0xfde68a);
      }
    },
    [view],
  );
  const card = useCallback(
    (g: Graphics) => {
      g.clear();
      drawCard(g, cardW, cardH, 0xfffdf8, 30, 0xfbbf24);
    },
    [cardW],
  );
  const titleStyle = useMemo(() => textStyle({ size: 42, weight: '700', color: '#5b3cc4' }), []);
  const subStyle = useMemo(
    () => textStyle({ size: 26, weight: '600', color: '#1f1b2e', wrap: cardW - 40 }),
    [cardW],
  );
  const picY = portrait ? 300 : 190;
  return (
    <pixiContainer>
      <pixiGraphics draw={sky} />
      {kind === 'rocket' ? (
        <RocketLaunch x={width / 2} y={picY} top={view.y} />
      ) : (
        <TreasureChest x={width / 2} y={picY + 40} />
      )}
      <Confetti />
      <pixiContainer x={width / 2} y={cardY}>
        <pixiGraphics draw={card} />
        <Pip x={-cardW / 2 + 40} y={-cardH / 2 + 10} pose="cheering" size={0.6} />
        <pixiText
          text={blockCompleteText()}
          anchor={0.5}
          y={-cardH / 2 + 50}
          style={titleStyle}
          resolution={resolution}
        />
        <pixiText
          text={finishedText(blockName)}
          anchor={0.5}
          y={-12}
          style={subStyle}
          resolution={resolution}
        />
        <Button
          label={actionText('CONTINUE')}
          color="#16a34a"
          x={0}
          y={cardH / 2 - 60}
          width={280}
          height={80}
          onPress={onContinue}
        />
      </pixiContainer>
    </pixiContainer>
  );
}
