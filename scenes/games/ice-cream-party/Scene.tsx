import { t } from '@lingui/core/macro';
import { OPEN } from '@scenes/engine/effects';
import { useLayout } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { useHomeLabel } from '@scenes/engine/services';
import type { SceneProps } from '@scenes/engine/types';
import { Banner } from '@scenes/engine/ui/Banner';
import { Button, Tappable } from '@scenes/engine/ui/Button';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { drawScoop, drawSparkle } from '@scenes/kits/sharing/art';
import { currentFact } from '@scenes/kits/sharing/challenge';
import { Draggable, type Point } from '@scenes/kits/sharing/Draggable';
import { ChallengeStage } from '@scenes/kits/sharing/lazyChallengeStage';
import { SeriesBadge } from '@scenes/kits/sharing/SeriesBadge';
import { SharingCard } from '@scenes/kits/sharing/SharingCard';
import { nextAction, previousAction } from '@scenes/kits/sharing/seriesNav';
import { useCallback, useMemo } from 'react';
import { colors } from '@/lib/theme';
import { Bowl, topOfPile } from './Bowl';
import { ICE_CREAM_LEVELS } from './data';
import { iceCreamLayout, seatAt } from './layout';
import {
  asking,
  canGive,
  canMove,
  iceCreamReducer,
  initIceCream,
  initIceCreamChallenge,
  statusLine,
  untouched,
} from './logic';
import { Seat, topScoopPoint } from './Seat';
import { SeatScoop } from './SeatScoop';
import { iceCreamWords, iceCreamTexts as T } from './texts';

/** Ice Cream Party 1-4: share scoops fairly by drag and drop, by tapping a child, or automatically. */
export default function IceCreamScene({ routeId, level, resetCount, challenge }: SceneProps) {
  const spec = ICE_CREAM_LEVELS[level - 1] ?? ICE_CREAM_LEVELS[0];
  const init = useCallback(
    (now: number) =>
      challenge ? initIceCreamChallenge(spec.level, challenge, now) : initIceCream(spec, now),
    [spec, challenge],
  );
  const [state, dispatch] = useSceneReducer(iceCreamReducer, init, resetCount, OPEN);
  const { portrait, width } = useLayout();
  // A challenge's sharings set their own numbers; the series level keeps its look.
  const data = state.level;
  const round = state.challenge;
  const L = useMemo(() => iceCreamLayout(portrait, data.children), [portrait, data.children]);

  // The task stays in the picture until the first move (issue 38), then the bowl's count.
  const task = untouched(state);
  const shown = round?.phase === 'shown' || round?.phase === 'done';
  const status = shown && round ? round.line : task ? T.intro(data) : statusLine(state);
  const still = state.done || asking(state);

  const seatCentre = (i: number): Point => ({
    x: L.seats[i].x + L.seats[i].w / 2,
    y: L.seats[i].y + L.seats[i].h / 2,
  });
  // A drop the reducer refuses springs back (the Draggable's motion), so the snap asks the same rule.
  const dropFromPool = (p: Point): Point | null => {
    const i = seatAt(L.seats, p.x, p.y);
    if (i < 0) return null;
    dispatch({ type: 'give', child: i });
    return canGive(state, i) ? seatCentre(i) : null;
  };
  const dropFromSeat = (from: number) => (p: Point) => {
    const i = seatAt(L.seats, p.x, p.y);
    dispatch({ type: 'drop', from, to: i });
    return i >= 0 && canMove(state, from, i) ? seatCentre(i) : null;
  };

  const hint = () => dispatch({ type: 'hint' });
  const previous = previousAction(routeId, T.previousGame, dispatch, colors.primary);
  const next = nextAction(routeId, { next: T.nextGame, last: useHomeLabel(T.backToDashboard) }, dispatch);
  const newChallenge = {
    label: challengeTexts.newChallenge,
    color: '#16a34a',
    onPress: () => dispatch({ type: 'newChallenge' }),
  };
  const actions = previous ? [newChallenge, previous, next] : [newChallenge, next];
  const top = state.pool > 0 ? topOfPile(state.pool, L.bowl.x, L.bowl.rimY) : null;
  const bigScoop = useCallback((g: Graphics) => {
    g.clear();
    g.circle(0, 0, 30).fill({ color: 0xffffff, alpha: 0.6 });
    drawScoop(g, 0, -2, 20, 0xf9a8d4);
    drawSparkle(g, 20, -20, 8);
  }, []);
  const buttonW = portrait ? (previous && !round ? 210 : 260) : 250;

  const scene = (
    <pixiContainer sortableChildren>
      <SeriesBadge x={portrait ? 16 : 20} y={portrait ? 40 : 40} routeId={routeId} accent={0xf472b6} />
      <Bowl x={L.bowl.x} rimY={L.bowl.rimY} w={L.bowl.w} pile={Math.max(0, state.pool - 1)} />
      <Banner
        x={L.poolText.x}
        y={L.poolText.y}
        text={status}
        width={portrait ? 440 : 350}
        size={state.unfair || task || shown ? 20 : 24}
        lines={task || shown ? 2 : 1}
        color={state.unfair ? 0xfee2e2 : 0xffffff}
        textColor={state.unfair ? '#b91c1c' : '#1f1b2e'}
      />
      {/* The keyboard and screen-reader handle of the bowl (the pile itself is dragged by pointer). */}
      <Tappable
        name={t`Scoop`}
        x={L.bowl.x}
        y={L.bowl.rimY + L.bowl.w * 0.17}
        width={L.bowl.w * 0.8}
        height={L.bowl.w * 0.34}
        disabled={still || state.pool === 0}
        onPress={hint}
      />
      {state.children.map((c, i) => (
        <Seat
          key={c.id}
          index={i}
          name={c.name}
          scoops={c.scoops}
          box={L.seats[i]}
          wide={L.wideSeats}
          hideTop={!state.done}
          disabled={still}
          onPress={() => dispatch({ type: 'pressChild', child: i })}
        />
      ))}
      {!still &&
        state.children.map((c, i) => {
          const p = topScoopPoint(L.seats[i], L.wideSeats, c.scoops);
          if (!p) return null;
          return (
            <SeatScoop
              key={`drag-${c.id}-${c.scoops}`}
              at={p}
              index={i}
              scoops={c.scoops}
              held={state.carrying === i}
              onDrop={dropFromSeat(i)}
              onTap={() => dispatch({ type: 'pressScoop', child: i })}
            />
          );
        })}
      {top && !still && (
        <Draggable
          x={top.x}
          y={top.y - 8}
          width={72}
          height={72}
          // i18n-ignore: Pixi node label for tests, never shown
          label="pool-scoop"
          onTap={hint}
          onDrop={dropFromPool}
        >
          <pixiGraphics draw={bigScoop} />
        </Draggable>
      )}
      {!still && (
        <>
          {previous && !round && (
            <Button
              label={previous.label}
              x={portrait ? 24 + buttonW / 2 : L.bowl.x}
              y={L.buttonsY}
              width={buttonW}
              height={64}
              fontSize={24}
              color={colors.primary}
              onPress={previous.onPress}
            />
          )}
          <Button
            label={T.autoDistribute}
            x={portrait ? (previous && !round ? width - 24 - buttonW / 2 : width / 2) : L.buttonsX + 180}
            y={L.buttonsY}
            width={buttonW}
            height={64}
            fontSize={24}
            color="#db2777"
            onPress={() => dispatch({ type: 'autoDistribute' })}
          />
        </>
      )}
      {state.done && !round && (
        <SharingCard title={T.successTitle} message={T.successDetail(state)} actions={actions} />
      )}
    </pixiContainer>
  );
  if (!round) return scene;
  return (
    <ChallengeStage
      round={round}
      question={iceCreamWords.question(currentFact(round))}
      short={iceCreamWords.short}
      onPad={dispatch}
      onNew={() => dispatch({ type: 'newChallenge' })}
      onReplay={() => dispatch({ type: 'replay' })}
      replayLabel={T.playAgain}
      badge={portrait ? { x: width - 76, y: 40 } : { x: 940, y: 40 }}
    >
      {scene}
    </ChallengeStage>
  );
}
