import { t } from '@lingui/core/macro';
import {
  drawRocket,
  drawStar,
  Planet,
  prefersReducedMotion,
  type SceneProps,
  Sparkles,
  Tappable,
  useLayout,
  useSceneReducer,
} from '@scenes/engine';
import { OPEN } from '@scenes/engine/effects';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { lazySpaceChallenge } from '@scenes/kits/space/lazySpaceChallenge';
import { MissionLayout } from '@scenes/kits/space/MissionLayout';
import { gsap } from 'gsap';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { hex } from '@/lib/theme';
import { type PlanetData, planets, STARS_PER_PLANET, texts } from './data';
import { additionText, initStarHunt, isComplete, productText, reduceStarHunt, totalStars } from './logic';

const PORTRAIT_SPOTS = [
  { x: 0.27, y: 0.33 },
  { x: 0.73, y: 0.38 },
  { x: 0.27, y: 0.6 },
  { x: 0.73, y: 0.65 },
];

/**
 * One planet: tappable, with its 5 stars circling until visited, then a happy face and a flag. A new
 * planet's sound is the reducer's ("correct"); a visited one is refused, so only the button's tap plays.
 */
function PlanetView({
  planet,
  x,
  y,
  visited,
  onVisit,
}: {
  planet: PlanetData;
  x: number;
  y: number;
  visited: boolean;
  onVisit: () => void;
}) {
  const starsRef = useRef<Container>(null);
  const radius = 64;
  const drawStars = useCallback((g: Graphics) => {
    g.clear();
    for (let i = 0; i < STARS_PER_PLANET; i++) {
      const a = (i / STARS_PER_PLANET) * Math.PI * 2 - Math.PI / 2;
      drawStar(g, Math.cos(a) * (radius + 26), Math.sin(a) * (radius + 26), 13, 0xfbbf24);
    }
  }, []);
  const drawFlag = useCallback((g: Graphics) => {
    g.clear();
    g.moveTo(0, -radius + 6)
      .lineTo(0, -radius - 50)
      .stroke({ color: 0xffffff, width: 5, cap: 'round' });
    g.poly([0, -radius - 50, 38, -radius - 40, 0, -radius - 28]).fill(0xfbbf24);
  }, []);
  useEffect(() => {
    const node = starsRef.current;
    if (!node) return;
    if (visited) {
      const t = gsap.to(node, { alpha: 0, duration: 0.6, ease: 'power2.in' });
      const s = gsap.to(node.scale, { x: 1.5, y: 1.5, duration: 0.6 });
      return () => {
        t.kill();
        s.kill();
      };
    }
    node.alpha = 1;
    node.scale.set(1);
  }, [visited]);
  return (
    <Tappable
      x={x}
      y={y}
      width={radius * 2 + 60}
      height={radius * 2 + 60}
      name={t`Planet ${planet.id}`}
      onPress={onVisit}
      sound={visited ? 'tap' : null}
    >
      <Planet
        radius={radius}
        color={hex(planet.color)}
        ring={planet.ring}
        mood={visited ? 'happy' : 'sleepy'}
      />
      <pixiContainer ref={starsRef}>
        <pixiGraphics draw={drawStars} />
      </pixiContainer>
      {visited && <pixiGraphics draw={drawFlag} />}
    </Tappable>
  );
}

/** The challenge round (issue 33), loaded when a challenge starts (the frame preloads it). */
export const ChallengeRound = lazySpaceChallenge(() =>
  import('./challengeConfig').then((m) => m.challengeConfig),
);

/**
 * Star Treasure Hunt: visit 4 planets, collect 5 stars on each, see 5 + 5 + … as n × 5.
 * A challenge round (issue 33) when the frame gives one, else the spec's round.
 */
export function StarTreasureHuntScene({ resetCount, challenge }: SceneProps) {
  if (challenge) return <ChallengeRound setup={challenge} resetCount={resetCount} />;
  return <SpecRound resetCount={resetCount} />;
}

function SpecRound({ resetCount }: { resetCount: number }) {
  const [state, dispatch] = useSceneReducer(reduceStarHunt, initStarHunt, resetCount, OPEN);
  const { width, height, portrait } = useLayout();
  const rocketRef = useRef<Container>(null);
  const [burst, setBurst] = useState({ n: 0, x: 0, y: 0 });
  const done = isComplete(state);
  const started = state.visited.length > 0;

  const spots = useMemo(
    () =>
      planets.map((p, i) =>
        portrait
          ? { x: PORTRAIT_SPOTS[i].x * width, y: PORTRAIT_SPOTS[i].y * height }
          : { x: p.x * width, y: p.y * height },
      ),
    [portrait, width, height],
  );

  const lines = started ? [productText(state), additionText(state)] : [texts.start];
  // The reducer says everything that changes (and plays the whoosh), and the prompt on opening.

  // The rocket flies to the planet the child just visited (it jumps there under reduced motion).
  const last = state.visited[state.visited.length - 1];
  useEffect(() => {
    const rocket = rocketRef.current;
    if (!rocket || last === undefined) return;
    const spot = spots[last - 1];
    const reduced = prefersReducedMotion();
    const angle = Math.atan2(spot.y - 90 - rocket.y, spot.x - rocket.x) + Math.PI / 2;
    const tl = gsap.timeline();
    if (!reduced) tl.to(rocket, { rotation: angle, duration: 0.2 });
    tl.to(rocket, { x: spot.x - 78, y: spot.y - 92, duration: reduced ? 0.01 : 0.7, ease: 'power2.inOut' });
    tl.to(rocket, { rotation: 0, duration: 0.3 });
    setBurst((b) => ({ n: b.n + 1, x: spot.x, y: spot.y }));
    return () => {
      tl.kill();
    };
  }, [last, spots]);

  const drawRocketShape = useCallback((g: Graphics) => {
    g.clear();
    drawRocket(g, 0, 0, 70, 0xf8fafc);
  }, []);

  return (
    <MissionLayout
      prompt={texts.start}
      started={started}
      count={totalStars(state)}
      unit={t`stars`}
      lines={lines}
      finish={done ? { title: texts.done, message: productText(state), stars: 5 } : null}
      onNext={() => dispatch({ type: 'next' })}
      onNewChallenge={() => dispatch({ type: 'newChallenge' })}
    >
      <pixiContainer ref={rocketRef} x={60} y={portrait ? height * 0.45 : height * 0.25}>
        <pixiGraphics draw={drawRocketShape} />
      </pixiContainer>
      {planets.map((p, i) => (
        <PlanetView
          key={p.id}
          planet={p}
          x={spots[i].x}
          y={spots[i].y}
          visited={state.visited.includes(p.id)}
          onVisit={() => dispatch({ type: 'visit', planet: p.id, reducedMotion: prefersReducedMotion() })}
        />
      ))}
      <Sparkles x={burst.x} y={burst.y} burst={burst.n} />
    </MissionLayout>
  );
}
