import { OPEN, type SceneReducer } from '@scenes/engine/effects';
import { useLayout, useTextResolution } from '@scenes/engine/LayoutContext';
import { Sparkles } from '@scenes/engine/ui/Sparkles';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { type ReactNode, useMemo, useState } from 'react';
import { MissionCard } from './MissionCard';
import { MissionLayout } from './MissionLayout';
import {
  allDone,
  initMissions,
  MISSION_STARS,
  type MissionAction,
  type MissionItem,
  type MissionState,
  type MissionTexts,
  runningTotal,
} from './missionLogic';

/** What an item's picture gets: the card's inner size (the art is centred at 0,0). */
export interface MissionArtProps<T> {
  item: T;
  done: boolean;
  width: number;
  height: number;
}

/** Everything that differs between the three mission games (the manifest says what comes next). */
export interface MissionSceneConfig<T extends MissionItem> extends MissionTexts<T> {
  /** Accessible noun: "Station" → "Station 1". */
  noun: string;
  items: readonly T[];
  /** The game's reducer: it says the equation, the count and the completion, and reports the result. */
  reducer: SceneReducer<MissionState, MissionAction>;
  /** Unit shown beside the counter ("rockets"). */
  unit: string;
  /** Card caption before and after the tap. */
  caption: (item: T, done: boolean) => string;
  /** Draws an item's picture on its card. */
  art: (props: MissionArtProps<T>) => ReactNode;
  colors: string[];
}

/** The shared view of the space mission games: 4 tappable cards in the space layout. */
export function MissionScene<T extends MissionItem>({
  config,
  resetCount,
}: {
  config: MissionSceneConfig<T>;
  resetCount: number;
}) {
  const { items, reducer } = config;
  const [state, dispatch] = useSceneReducer(reducer, initMissions, resetCount, OPEN);
  const { width, portrait } = useLayout();
  const resolution = useTextResolution();
  const [burst, setBurst] = useState({ n: 0, x: 0, y: 0 });
  const total = runningTotal(state, items);
  const finished = allDone(state, items);
  const last = items.find((i) => i.id === state.done[state.done.length - 1]);
  const lines = last ? [config.equation(last), config.running(total)] : [config.start];

  const cardW = portrait ? 212 : 232;
  const cardH = portrait ? 240 : 330;
  const spots = useMemo(
    () =>
      items.map((_, i) =>
        portrait
          ? { x: i % 2 === 0 ? width / 2 - 114 : width / 2 + 114, y: 292 + Math.floor(i / 2) * 256 }
          : { x: width / 2 + (i - 1.5) * 250, y: 290 },
      ),
    [items, portrait, width],
  );

  return (
    <MissionLayout
      prompt={config.start}
      started={last !== undefined}
      count={total}
      unit={config.unit}
      lines={lines}
      finish={finished ? { title: config.done, message: config.running(total), stars: MISSION_STARS } : null}
      onNext={() => dispatch({ type: 'next' })}
      onNewChallenge={() => dispatch({ type: 'newChallenge' })}
    >
      {items.map((item, i) => {
        const done = state.done.includes(item.id);
        return (
          <MissionCard
            key={item.id}
            name={`${config.noun} ${item.id}`}
            x={spots[i].x}
            y={spots[i].y}
            w={cardW}
            h={cardH}
            color={config.colors[i % config.colors.length]}
            done={done}
            title={`${config.noun} ${item.id}`}
            caption={config.caption(item, done)}
            resolution={resolution}
            onPress={() => {
              if (!done) setBurst((b) => ({ n: b.n + 1, x: spots[i].x, y: spots[i].y }));
              dispatch({ type: 'complete', item: item.id });
            }}
          >
            {config.art({ item, done, width: cardW - 24, height: cardH - 110 })}
          </MissionCard>
        );
      })}
      <Sparkles x={burst.x} y={burst.y} burst={burst.n} radius={140} />
    </MissionLayout>
  );
}
