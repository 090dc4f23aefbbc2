import { useLayout } from '@scenes/engine/LayoutContext';
import { prefersReducedMotion, useTweens } from '@scenes/engine/motion';
import { requestNavigation } from '@scenes/engine/navigation';
import type { Container } from '@scenes/engine/pixi';
import type { SceneProps } from '@scenes/engine/types';
import { Button } from '@scenes/engine/ui/Button';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { Banner } from '@scenes/kits/sharing/Banner';
import { useAnnounced, useCompletion } from '@scenes/kits/sharing/hooks';
import { SeriesBadge } from '@scenes/kits/sharing/SeriesBadge';
import { SharingCard } from '@scenes/kits/sharing/SharingCard';
import { clampLevel, levelRouteId, SERIES_LENGTH } from '@scenes/kits/sharing/series';
import { gsap } from 'gsap';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { gamePath, paths } from '@/app/paths';
import { playSound } from '@/lib/audio';
import { BACKPACK_LEVELS } from './data';
import { trainLayout } from './layout';
import { type BackpackAction, backpackReducer, initBackpack, isUneven, loaded, unevenWagons } from './logic';
import { Railway } from './Railway';
import { backpackTexts as T } from './texts';
import { Locomotive, WagonCar } from './Wagon';

/** Backpack Train 1-4: load the wagons one tap at a time, or watch Auto Distribute share them. */
export default function BackpackScene({ routeId, level: rawLevel, resetCount }: SceneProps) {
  const level = clampLevel(rawLevel);
  const data = BACKPACK_LEVELS[level - 1];
  const init = useCallback(() => initBackpack(data), [data]);
  const [state, dispatch] = useSceneReducer(backpackReducer, init, resetCount);
  const { portrait, width } = useLayout();
  const L = useMemo(() => trainLayout(portrait, data.backpacks, data.wagons), [portrait, data]);
  const train = useRef<Container>(null);
  const track = useTweens();
  const done = state.phase === 'done';
  const total = loaded(state);

  const act = useCallback(
    (action: BackpackAction) => {
      if (backpackReducer(state, action).state === state) playSound('wrong');
      else dispatch(action);
    },
    [state, dispatch],
  );

  // Each auto step plays a soft tap so the loading is heard as well as seen.
  const lastTotal = useRef(total);
  useEffect(() => {
    if (state.phase === 'distributing' && total > lastTotal.current) playSound('tap');
    lastTotal.current = total;
  }, [total, state.phase]);

  // The train chugs off a little and back when it is loaded.
  useEffect(() => {
    const node = train.current;
    if (!done || !node || prefersReducedMotion()) return;
    track(gsap.fromTo(node, { x: 0 }, { x: -14, duration: 0.18, yoyo: true, repeat: 5, ease: 'sine.inOut' }));
  }, [done, track]);

  const progress = T.progress(total, data.backpacks);
  const uneven = isUneven(state);
  const red = unevenWagons(state);
  useAnnounced(progress);
  useAnnounced(uneven ? T.uneven : null);
  // Auto Distribute finishes the level for the child: remember it until a new journey starts.
  const [assisted, setAssisted] = useState(false);
  useEffect(() => {
    if (state.phase === 'distributing') setAssisted(true);
    else if (state.phase === 'loading') setAssisted(false);
  }, [state.phase]);
  useCompletion(done, routeId, T.success(state), assisted);

  const last = level === SERIES_LENGTH;
  const next = last
    ? { label: T.completeSeries, onPress: () => requestNavigation(paths.app) }
    : {
        label: T.nextGame,
        onPress: () => requestNavigation(gamePath(levelRouteId('backpack-train', level + 1))),
      };
  let offset = 0;
  const busy = state.phase !== 'loading';

  return (
    <pixiContainer>
      <Railway layout={L} waiting={Math.max(0, data.backpacks - total)} />
      <SeriesBadge x={portrait ? 16 : 20} y={portrait ? 40 : 30} level={level} accent={0xf59e0b} />
      <Banner
        x={L.progress.x}
        y={L.progress.y}
        width={L.progress.w}
        text={uneven ? T.uneven : progress}
        size={uneven ? (portrait ? 16 : 20) : portrait ? 22 : 26}
        lines={uneven ? 2 : 1}
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
              onPress={() => act({ type: 'tapWagon', wagon: i })}
              onTakeOut={() => act({ type: 'takeOut', wagon: i })}
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
            onPress={() => act({ type: 'newJourney' })}
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
            onPress={() => act({ type: 'autoDistribute' })}
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
