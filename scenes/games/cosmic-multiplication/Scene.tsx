import { t } from '@lingui/core/macro';
import { type SceneProps, spaceBackground } from '@scenes/engine';
import { drawRocket } from '@scenes/engine/draw';
import { prefersReducedMotion } from '@scenes/engine/motion';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { lazySpaceChallenge } from '@scenes/kits/space/lazySpaceChallenge';
import { type MissionArtProps, MissionScene } from '@scenes/kits/space/MissionScene';
import { missionConfig } from '@scenes/kits/space/missionConfig';
import { gsap } from 'gsap';
import { useCallback, useEffect, useRef } from 'react';
import { type Station, stations, texts } from './data';
import { reduceCosmic } from './logic';

/** A station drawn as modules, each holding its rockets; done rockets fire their engines and lift. */
function StationArt({ item, done, width, height }: MissionArtProps<Station>) {
  const rocketsRef = useRef<Container>(null);
  const cols = item.modules <= 2 ? item.modules : item.modules <= 4 ? 2 : 3;
  const rows = Math.ceil(item.modules / cols);
  const mw = width / cols - 8;
  const mh = height / rows - 8;
  const drawModules = useCallback(
    (g: Graphics) => {
      g.clear();
      for (let m = 0; m < item.modules; m++) {
        const cx = -width / 2 + (m % cols) * (mw + 8) + mw / 2 + 4;
        const cy = -height / 2 + Math.floor(m / cols) * (mh + 8) + mh / 2 + 4;
        g.roundRect(cx - mw / 2, cy - mh / 2, mw, mh, 12).fill(done ? 0x14532d : 0x312e81);
        g.roundRect(cx - mw / 2, cy - mh / 2, mw, mh, 12).stroke({
          color: done ? 0x4ade80 : 0x818cf8,
          width: 2,
        });
      }
    },
    [item.modules, cols, mw, mh, width, height, done],
  );
  const drawRockets = useCallback(
    (g: Graphics) => {
      g.clear();
      for (let m = 0; m < item.modules; m++) {
        const cx = -width / 2 + (m % cols) * (mw + 8) + mw / 2 + 4;
        const cy = -height / 2 + Math.floor(m / cols) * (mh + 8) + mh / 2 + 4;
        const size = Math.min(mh * 0.6, (mw / item.rocketsPer) * 0.8);
        for (let r = 0; r < item.rocketsPer; r++) {
          const rx = cx + (r - (item.rocketsPer - 1) / 2) * (mw / item.rocketsPer);
          if (done)
            g.poly([
              rx - size * 0.12,
              cy + size * 0.45,
              rx,
              cy + size * 0.85,
              rx + size * 0.12,
              cy + size * 0.45,
            ]).fill(0xfb923c);
          drawRocket(g, rx, cy - size * 0.05, size, 0xf8fafc, done ? 0x22c55e : 0xef4444);
        }
      }
    },
    [item.modules, item.rocketsPer, cols, mw, mh, width, height, done],
  );
  useEffect(() => {
    const node = rocketsRef.current;
    if (!node || !done) return;
    const t = prefersReducedMotion()
      ? gsap.fromTo(node, { alpha: 0.3 }, { alpha: 1, duration: 0.4 })
      : gsap.fromTo(node, { y: 0 }, { y: -10, duration: 0.35, yoyo: true, repeat: 1, ease: 'power2.out' });
    return () => {
      t.kill();
    };
  }, [done]);
  return (
    <pixiContainer>
      <pixiGraphics draw={drawModules} />
      <pixiContainer ref={rocketsRef}>
        <pixiGraphics draw={drawRockets} />
      </pixiContainer>
    </pixiContainer>
  );
}

const config = missionConfig<Station>(
  {
    noun: () => t`Station`,
    unit: () => t`rockets`,
    items: stations,
    reducer: reduceCosmic,
    art: (props: MissionArtProps<Station>) => <StationArt {...props} />,
    colors: ['#f472b6', '#38bdf8', '#a78bfa', '#fb923c'],
  },
  texts,
);

/** The challenge round (issue 33), loaded when a challenge starts (the frame preloads it). */
export const ChallengeRound = lazySpaceChallenge(() =>
  import('./challengeConfig').then((m) => m.challengeConfig),
);

/**
 * Cosmic Multiplication: 4 stations of rocket modules; modules × rockets per module.
 * A challenge round (issue 33) when the frame gives one, else the spec's round.
 */
export function CosmicMultiplicationScene({ resetCount, challenge }: SceneProps) {
  if (challenge) return <ChallengeRound setup={challenge} resetCount={resetCount} />;
  return <SpecRound resetCount={resetCount} />;
}

function SpecRound({ resetCount }: { resetCount: number }) {
  return <MissionScene config={config} resetCount={resetCount} />;
}

/** The sky of this game. */
export const background = spaceBackground(5);
