import { announce } from '@scenes/engine/announce';
import { useLayout } from '@scenes/engine/LayoutContext';
import { requestNavigation } from '@scenes/engine/navigation';
import type { Graphics } from '@scenes/engine/pixi';
import { requestRender } from '@scenes/engine/renderLoop';
import type { SceneProps } from '@scenes/engine/types';
import { Button, Tappable } from '@scenes/engine/ui/Button';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { drawScoop, drawSparkle } from '@scenes/kits/sharing/art';
import { Banner } from '@scenes/kits/sharing/Banner';
import { Draggable, type Point } from '@scenes/kits/sharing/Draggable';
import { useAnnounced, useCompletion } from '@scenes/kits/sharing/hooks';
import { SeriesBadge } from '@scenes/kits/sharing/SeriesBadge';
import { SharingCard } from '@scenes/kits/sharing/SharingCard';
import { clampLevel, levelRouteId, SERIES_LENGTH } from '@scenes/kits/sharing/series';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { gamePath, paths } from '@/app/paths';
import { playSound } from '@/lib/audio';
import { colors } from '@/lib/theme';
import { Bowl, topOfPile } from './Bowl';
import { type CarryOutcome, pressChild, pressScoop } from './carry';
import { ICE_CREAM_LEVELS } from './data';
import { iceCreamLayout, seatAt } from './layout';
import { type IceCreamAction, iceCreamReducer, initIceCream } from './logic';
import { Seat, topScoopPoint } from './Seat';
import { SeatScoop } from './SeatScoop';
import { iceCreamTexts as T } from './texts';

const BASE = 'ice-cream-party';

/** Ice Cream Party 1-4: share scoops fairly by drag and drop, by tapping a child, or automatically. */
export default function IceCreamScene({ routeId, level: rawLevel, resetCount }: SceneProps) {
  const level = clampLevel(rawLevel);
  const data = ICE_CREAM_LEVELS[level - 1];
  const init = useCallback(() => initIceCream(data), [data]);
  const [state, dispatch] = useSceneReducer(iceCreamReducer, init, resetCount);
  const { portrait, width } = useLayout();
  const L = useMemo(() => iceCreamLayout(portrait, data.children), [portrait, data.children]);

  /** Dispatches, with a gentle "no" when the reducer refuses (same state back). */
  const act = useCallback(
    (action: IceCreamAction) => {
      const refused = iceCreamReducer(state, action).state === state;
      if (refused) playSound('wrong');
      else dispatch(action);
      return !refused;
    },
    [state, dispatch],
  );

  // The friend whose top scoop is held (tap/keyboard path for moving scoops); dropped on reset.
  // Presses read the ref: two quick presses can come before React re-renders with the new value.
  const [carrying, setCarryingState] = useState<number | null>(null);
  const carryingRef = useRef<number | null>(null);
  const setCarrying = useCallback((index: number | null) => {
    carryingRef.current = index;
    setCarryingState(index);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reset or a finished level drops what is held.
  useEffect(() => setCarrying(null), [resetCount, state.done, setCarrying]);
  const carry = (outcome: CarryOutcome) => {
    setCarrying(outcome.carrying);
    requestRender();
    if (outcome.say) announce(outcome.say);
    if (outcome.action) act(outcome.action);
  };

  const status = state.unfair ? T.unfair : T.pool(state.pool);
  useAnnounced(status);
  useCompletion(state.done, routeId, T.success(state), state.assisted);

  const seatCentre = (i: number): Point => ({
    x: L.seats[i].x + L.seats[i].w / 2,
    y: L.seats[i].y + L.seats[i].h / 2,
  });
  const dropFromPool = (p: Point): Point | null => {
    const i = seatAt(L.seats, p.x, p.y);
    return i >= 0 && act({ type: 'give', child: i }) ? seatCentre(i) : null;
  };
  const dropFromSeat = (from: number) => (p: Point) => {
    setCarrying(null);
    const i = seatAt(L.seats, p.x, p.y);
    return i >= 0 && i !== from && act({ type: 'move', from, to: i }) ? seatCentre(i) : null;
  };

  const hint = () => announce(T.scoopHint);
  const go = (n: number) => requestNavigation(gamePath(levelRouteId(BASE, n)));
  const last = level === SERIES_LENGTH;
  const actions = [
    ...(level > 1 ? [{ label: T.previousGame, onPress: () => go(level - 1), color: colors.primary }] : []),
    last
      ? { label: T.backToDashboard, onPress: () => requestNavigation(paths.app) }
      : { label: T.nextGame, onPress: () => go(level + 1) },
  ];
  const top = state.pool > 0 ? topOfPile(state.pool, L.bowl.x, L.bowl.rimY) : null;
  const bigScoop = useCallback((g: Graphics) => {
    g.clear();
    g.circle(0, 0, 30).fill({ color: 0xffffff, alpha: 0.6 });
    drawScoop(g, 0, -2, 20, 0xf9a8d4);
    drawSparkle(g, 20, -20, 8);
  }, []);
  const buttonW = portrait ? (level > 1 ? 210 : 260) : 250;

  return (
    <pixiContainer sortableChildren>
      <SeriesBadge x={portrait ? 16 : 20} y={portrait ? 40 : 40} level={level} accent={0xf472b6} />
      <Bowl x={L.bowl.x} rimY={L.bowl.rimY} w={L.bowl.w} pile={Math.max(0, state.pool - 1)} />
      <Banner
        x={L.poolText.x}
        y={L.poolText.y}
        text={status}
        width={portrait ? 440 : 350}
        size={state.unfair ? 20 : 24}
        color={state.unfair ? 0xfee2e2 : 0xffffff}
        textColor={state.unfair ? '#b91c1c' : '#1f1b2e'}
      />
      {/* The keyboard and screen-reader handle of the bowl (the pile itself is dragged by pointer). */}
      <Tappable
        name="Scoop"
        x={L.bowl.x}
        y={L.bowl.rimY + L.bowl.w * 0.17}
        width={L.bowl.w * 0.8}
        height={L.bowl.w * 0.34}
        disabled={state.done || state.pool === 0}
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
          disabled={state.done}
          onPress={() => carry(pressChild(carryingRef.current, i))}
        />
      ))}
      {!state.done &&
        state.children.map((c, i) => {
          const p = topScoopPoint(L.seats[i], L.wideSeats, c.scoops);
          if (!p) return null;
          return (
            <SeatScoop
              key={`drag-${c.id}-${c.scoops}`}
              at={p}
              index={i}
              scoops={c.scoops}
              held={carrying === i}
              onDrop={dropFromSeat(i)}
              onTap={() => carry(pressScoop(carryingRef.current, i, c.name))}
            />
          );
        })}
      {top && !state.done && (
        <Draggable
          x={top.x}
          y={top.y - 8}
          width={72}
          height={72}
          label="pool-scoop"
          onTap={hint}
          onDrop={dropFromPool}
        >
          <pixiGraphics draw={bigScoop} />
        </Draggable>
      )}
      {!state.done && (
        <>
          {level > 1 && (
            <Button
              label={T.previousGame}
              x={portrait ? 24 + buttonW / 2 : L.bowl.x}
              y={L.buttonsY}
              width={buttonW}
              height={64}
              fontSize={24}
              color={colors.primary}
              onPress={() => go(level - 1)}
            />
          )}
          <Button
            label={T.autoDistribute}
            x={portrait ? (level > 1 ? width - 24 - buttonW / 2 : width / 2) : L.buttonsX + 180}
            y={L.buttonsY}
            width={buttonW}
            height={64}
            fontSize={24}
            color="#db2777"
            onPress={() => act({ type: 'autoDistribute' })}
          />
        </>
      )}
      {state.done && (
        <SharingCard title={T.successTitle} message={T.successDetail(state)} actions={actions} />
      )}
    </pixiContainer>
  );
}
