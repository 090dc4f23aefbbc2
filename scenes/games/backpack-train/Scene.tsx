import { OPEN } from '@scenes/engine/effects';
import { useLayout } from '@scenes/engine/LayoutContext';
import { prefersReducedMotion, useTweens } from '@scenes/engine/motion';
import type { Container } from '@scenes/engine/pixi';
import type { SceneProps } from '@scenes/engine/types';
import { Banner } from '@scenes/engine/ui/Banner';
import { Button } from '@scenes/engine/ui/Button';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { currentFact } from '@scenes/kits/sharing/challenge';
import { ChallengeStage } from '@scenes/kits/sharing/lazyChallengeStage';
import { SeriesBadge } from '@scenes/kits/sharing/SeriesBadge';
import { SharingCard } from '@scenes/kits/sharing/SharingCard';
import { nextAction } from '@scenes/kits/sharing/seriesNav';
import { gsap } from 'gsap';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { BACKPACK_LEVELS } from './data';
import { trainLayout } from './layout';
import {
  asking,
  backpackReducer,
  initBackpack,
  initBackpackChallenge,
  isUneven,
  loaded,
  statusLines,
  unevenWagons,
} from './logic';
import { Railway } from './Railway';
import { backpackWords, backpackTexts as T } from './texts';
import { Locomotive, WagonCar } from './Wagon';

/** Backpack Train 1-4: load the wagons one tap at a time, or watch Auto Distribute share them. */
export default function BackpackScene({ routeId, level, resetCount, challenge }: SceneProps) {
  const spec = BACKPACK_LEVELS[level - 1] ?? BACKPACK_LEVELS[0];
  const init = useCallback(
    (now: number) =>
      challenge ? initBackpackChallenge(spec.level, challenge, now) : initBackpack(spec, now),
    [spec, challenge],
  );
  const [state, dispatch] = useSceneReducer(backpackReducer, init, resetCount, OPEN);
  // A challenge's sharings set their own numbers; the series level keeps its look.
  const data = state.level;
  const round = state.challenge;
  const shown = round?.phase === 'shown' || round?.phase === 'done';
  const { portrait, width } = useLayout();
  const L = useMemo(() => trainLayout(portrait, data.backpacks, data.wagons), [portrait, data]);
  const train = useRef<Container>(null);
  const track = useTweens();
  const done = state.phase === 'done';
  const total = loaded(state);

  // The train chugs off a little and back when it is loaded: once. Each frame of it redraws both rows
  // of the train, under the end card's pop; three times over (1.1 s) drew 75 % more frames at a
  // ×4-throttled CPU (issue 39 §3: p95 1.5 → 1.16× the bare wheel, 5 trials each).
  useEffect(() => {
    const node = train.current;
    if (!done || !node || prefersReducedMotion()) return;
    track(gsap.fromTo(node, { x: 0 }, { x: -14, duration: 0.18, yoyo: true, repeat: 1, ease: 'sine.inOut' }));
  }, [done, track]);

  const [progress] = statusLines(state);
  const uneven = isUneven(state);
  // The task stays in the picture until the first move (issue 38), then the count.
  const task = state.phase === 'loading' && loaded(state) === 0;
  const red = unevenWagons(state);
  const next = nextAction(routeId, { next: T.nextGame, last: T.completeSeries }, dispatch);
  let offset = 0;
  const busy = state.phase !== 'loading';
  const still = done || asking(state);
  const banner = shown && round ? round.line : uneven ? T.uneven : task ? T.intro(data) : progress;

  const scene = (
    <pixiContainer>
      <Railway layout={L} waiting={Math.max(0, data.backpacks - total)} />
      <SeriesBadge x={portrait ? 16 : 20} y={portrait ? 40 : 30} routeId={routeId} accent={0xf59e0b} />
      <Banner
        x={L.progress.x}
        y={L.progress.y}
        width={L.progress.w}
        text={banner}
        size={uneven || task || shown ? (portrait ? 16 : 20) : portrait ? 22 : 26}
        lines={uneven || task || shown ? 2 : 1}
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
              disabled={still}
              uneven={red[i]}
              onPress={() => dispatch({ type: 'tapWagon', wagon: i })}
              onTakeOut={() => dispatch({ type: 'takeOut', wagon: i })}
            />
          );
        })}
      </pixiContainer>
      {!still && (
        <>
          {!round && (
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
          )}
          <Button
            label={T.autoDistribute}
            x={round ? width / 2 : portrait ? width - 24 - 110 : width / 2 + 150}
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
      {done && !round && (
        <SharingCard
          title={T.successTitle}
          message={T.successDetail(state)}
          actions={[
            {
              label: challengeTexts.newChallenge,
              color: '#16a34a',
              onPress: () => dispatch({ type: 'newChallenge' }),
            },
            { label: T.newJourney, onPress: () => dispatch({ type: 'newJourney' }), color: '#5b3cc4' },
            next,
          ]}
        />
      )}
    </pixiContainer>
  );
  if (!round) return scene;
  return (
    <ChallengeStage
      round={round}
      question={backpackWords.question(currentFact(round))}
      short={backpackWords.short}
      onPad={dispatch}
      onNew={() => dispatch({ type: 'newChallenge' })}
      onReplay={() => dispatch({ type: 'replay' })}
      replayLabel={T.playAgain}
      badge={portrait ? { x: 80, y: 96 } : { x: 940, y: 30 }}
    >
      {scene}
    </ChallengeStage>
  );
}
