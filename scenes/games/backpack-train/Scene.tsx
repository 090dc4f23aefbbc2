import { OPEN } from '@scenes/engine/effects';
import { useLayout } from '@scenes/engine/LayoutContext';
import { prefersReducedMotion, useTweens } from '@scenes/engine/motion';
import type { Container } from '@scenes/engine/pixi';
import type { SceneProps } from '@scenes/engine/types';
import { Banner } from '@scenes/engine/ui/Banner';
import { Button } from '@scenes/engine/ui/Button';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { SeriesBadge } from '@scenes/kits/sharing/SeriesBadge';
import { SharingCard } from '@scenes/kits/sharing/SharingCard';
import { nextAction } from '@scenes/kits/sharing/seriesNav';
import { gsap } from 'gsap';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { BACKPACK_LEVELS } from './data';
import { trainLayout } from './layout';
import { backpackReducer, initBackpack, isUneven, loaded, statusLines, unevenWagons } from './logic';
import { Railway } from './Railway';
import { backpackTexts as T } from './texts';
import { Locomotive, WagonCar } from './Wagon';

/** Backpack Train 1-4: load the wagons one tap at a time, or watch Auto Distribute share them. */
export default function BackpackScene({ routeId, level, resetCount }: SceneProps) {
  const data = BACKPACK_LEVELS[level - 1] ?? BACKPACK_LEVELS[0];
  const init = useCallback((now: number) => initBackpack(data, now), [data]);
  const [state, dispatch] = useSceneReducer(backpackReducer, init, resetCount, OPEN);
  const { portrait, width } = useLayout();
  const L = useMemo(() => trainLayout(portrait, data.backpacks, data.wagons), [portrait, data]);
  const train = useRef<Container>(null);
  const track = useTweens();
  const done = state.phase === 'done';
  const total = loaded(state);

  // The train chugs off a little and back when it is loaded.
  useEffect(() => {
    const node = train.current;
    if (!done || !node || prefersReducedMotion()) return;
    track(gsap.fromTo(node, { x: 0 }, { x: -14, duration: 0.18, yoyo: true, repeat: 5, ease: 'sine.inOut' }));
  }, [done, track]);

  const [progress] = statusLines(state);
  const uneven = isUneven(state);
  // The task stays in the picture until the first move (issue 38), then the count.
  const task = state.phase === 'loading' && loaded(state) === 0;
  const red = unevenWagons(state);
  const next = nextAction(routeId, { next: T.nextGame, last: T.completeSeries }, dispatch);
  let offset = 0;
  const busy = state.phase !== 'loading';

  return (
    <pixiContainer>
      <Railway layout={L} waiting={Math.max(0, data.backpacks - total)} />
      <SeriesBadge x={portrait ? 16 : 20} y={portrait ? 40 : 30} routeId={routeId} accent={0xf59e0b} />
      <Banner
        x={L.progress.x}
        y={L.progress.y}
        width={L.progress.w}
        text={uneven ? T.uneven : task ? T.intro(data) : progress}
        size={uneven || task ? (portrait ? 16 : 20) : portrait ? 22 : 26}
        lines={uneven || task ? 2 : 1}
        color={uneven ? 0xfee2e2 : 0xffffff}
        textColor={uneven ? '#b91c1c' : '#1f1b2e'}
      />
      <pixiContainer ref={train}>
        <Locomotive box={L.locomotive} />
        {state.wagons.map((w, i) => {
          const before = offset;
          offset += w.backpacks;
          return (
            <WagonCar
              key={w.id}
              index={i}
              box={L.wagons[i]}
              backpacks={w.backpacks}
              color={w.color}
              offset={before}
              disabled={done}
              uneven={red[i]}
              onPress={() => dispatch({ type: 'tapWagon', wagon: i })}
              onTakeOut={() => dispatch({ type: 'takeOut', wagon: i })}
            />
          );
        })}
      </pixiContainer>
      {!done && (
        <>
          <Button
            label={T.newJourney}
            x={portrait ? 24 + 105 : width / 2 - 150}
            y={L.buttonsY}
            width={210}
            height={64}
            fontSize={24}
            color="#5b3cc4"
            onPress={() => dispatch({ type: 'newJourney' })}
          />
          <Button
            label={T.autoDistribute}
            x={portrait ? width - 24 - 110 : width / 2 + 150}
            y={L.buttonsY}
            width={220}
            height={64}
            fontSize={24}
            color="#ea580c"
            disabled={busy}
            onPress={() => dispatch({ type: 'autoDistribute' })}
          />
        </>
      )}
      {done && (
        <SharingCard
          title={T.successTitle}
          message={T.successDetail(state)}
          actions={[
            { label: T.newJourney, onPress: () => dispatch({ type: 'newJourney' }), color: '#5b3cc4' },
            next,
          ]}
        />
      )}
    </pixiContainer>
  );
}
