import {
  drawCard,
  drawPlanet,
  drawRocket,
  drawStar,
  prefersReducedMotion,
  textStyle,
  useTextResolution,
} from '@scenes/engine';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { gsap } from 'gsap';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Reveal } from './rewards';
import { texts } from './texts';

const hex = (css: string) => Number.parseInt(css.slice(1), 16);

/** One unlocked item's picture: a planet sticker, or the rocket part / accessory on a rocket. */
function ItemPicture({ kind, colour }: { kind: string; colour: string }) {
  const draw = useCallback(
    (g: Graphics) => {
      if (kind === 'planet') {
        drawPlanet(g, { radius: 34, color: hex(colour), ring: true, mood: 'happy' });
        return;
      }
      g.clear();
      g.circle(0, 0, 40).fill({ color: 0x312e81 });
      drawRocket(g, 0, 2, 60, 0xf8fafc, hex(colour));
      if (kind === 'accessory') drawStar(g, 24, -26, 12, 0xfbbf24);
    },
    [kind, colour],
  );
  return <pixiGraphics draw={draw} />;
}

/**
 * The unlock moment at the end of a session (issue 23): a star burst with the stars earned, then
 * each new planet or rocket part popping in one after the other, each named.
 */
export function UnlockReveal({
  reveal,
  x,
  y,
  width,
}: {
  reveal: Reveal;
  x: number;
  y: number;
  width: number;
}) {
  const resolution = useTextResolution();
  const refs = useRef<(Container | null)[]>([]);
  const items = reveal.unlocked.slice(0, 3);
  const tileH = items.length > 0 ? 250 : 130;
  const card = useCallback(
    (g: Graphics) => {
      g.clear();
      drawCard(g, width, tileH, 0x1e1b4b, 28, 0xfbbf24);
      drawStar(g, -width / 2 + 56, -tileH / 2 + 56, 30, 0xfbbf24);
    },
    [width, tileH],
  );
  const starStyle = useMemo(
    () => textStyle({ size: 26, color: '#fde68a', weight: '700', wrap: width - 110 }),
    [width],
  );
  const step = Math.min(170, (width - 40) / Math.max(1, items.length));
  const nameStyle = useMemo(
    () => textStyle({ size: 20, color: '#ffffff', weight: '700', wrap: step - 8, align: 'center' }),
    [step],
  );
  const newStyle = useMemo(() => textStyle({ size: 18, color: '#1f1b2e', weight: '700' }), []);
  useEffect(() => {
    const nodes = refs.current.filter((n): n is Container => n !== null);
    const reduced = prefersReducedMotion();
    const tweens = nodes.map((node, i) =>
      reduced
        ? gsap.fromTo(node, { alpha: 0 }, { alpha: 1, duration: 0.3, delay: 0.4 + i * 0.5 })
        : gsap.fromTo(
            node.scale,
            { x: 0, y: 0 },
            { x: 1, y: 1, duration: 0.6, delay: 0.5 + i * 0.6, ease: 'back.out(2.2)' },
          ),
    );
    return () => {
      for (const t of tweens) t.kill();
    };
  }, []);
  return (
    // i18n-ignore: a Pixi node's name for tests, never shown or read
    <pixiContainer x={x} y={y} label="unlock-reveal">
      <pixiGraphics draw={card} />
      <pixiText
        text={texts.starsEarned(reveal.stars)}
        anchor={{ x: 0, y: 0.5 }}
        x={-width / 2 + 92}
        y={-tileH / 2 + 56}
        style={starStyle}
        resolution={resolution}
      />
      {items.map((item, i) => (
        <pixiContainer
          key={item.id}
          ref={(node) => {
            refs.current[i] = node;
          }}
          x={(i - (items.length - 1) / 2) * step}
          y={44}
          scale={0}
        >
          <ItemPicture kind={item.kind} colour={item.colour} />
          <pixiGraphics
            draw={(g: Graphics) => {
              g.clear();
              g.roundRect(-28, -62, 56, 26, 13).fill(0xfbbf24);
            }}
          />
          <pixiText text={texts.newBadge} anchor={0.5} y={-49} style={newStyle} resolution={resolution} />
          <pixiText
            text={item.name}
            anchor={{ x: 0.5, y: 0 }}
            y={46}
            style={nameStyle}
            resolution={resolution}
          />
        </pixiContainer>
      ))}
    </pixiContainer>
  );
}
