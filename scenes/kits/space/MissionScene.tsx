import { drawCard } from '@scenes/engine/draw';
import { textStyle } from '@scenes/engine/fonts';
import { useAnnounce, useReportCompletion } from '@scenes/engine/hooks';
import { useLayout, useTextResolution } from '@scenes/engine/LayoutContext';
import { requestNavigation } from '@scenes/engine/navigation';
import type { Graphics } from '@scenes/engine/pixi';
import type { SceneReducer } from '@scenes/engine/types';
import { Tappable } from '@scenes/engine/ui/Button';
import { CompletionCard } from '@scenes/engine/ui/CompletionCard';
import { MessagePanel } from '@scenes/engine/ui/MessagePanel';
import { Pip } from '@scenes/engine/ui/Pip';
import { Sparkles } from '@scenes/engine/ui/Sparkles';
import { StarCounter } from '@scenes/engine/ui/StarCounter';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { type ComponentType, useCallback, useMemo, useState } from 'react';
import { gamePath } from '@/app/paths';
import { hex } from '@/lib/theme';
import {
  allDone,
  initMissions,
  type MissionAction,
  type MissionItem,
  type MissionState,
  runningTotal,
} from './missionLogic';

/** What an item's picture gets: the card's inner size (the art is centred at 0,0). */
export interface MissionArtProps<T> {
  item: T;
  done: boolean;
  width: number;
  height: number;
}

/** Everything that differs between the three mission games. */
export interface MissionSceneConfig<T extends MissionItem> {
  gameId: string;
  nextGame: string;
  /** Accessible noun: "Station" → "Station 1". */
  noun: string;
  items: readonly T[];
  reducer: SceneReducer<MissionState, MissionAction>;
  start: string;
  done: string;
  /** Unit shown beside the counter ("rockets"). */
  unit: string;
  /** The equation of one item, e.g. "3 × 4 = 12 rockets". */
  equation: (item: T) => string;
  /** The running count line, e.g. "Total: 27 rockets". */
  running: (total: number) => string;
  /** Card caption before and after the tap. */
  caption: (item: T, done: boolean) => string;
  Art: ComponentType<MissionArtProps<T>>;
  colors: string[];
}

/** The shared view of the space mission games: 4 tappable cards, a running count, the finish card. */
export function MissionScene<T extends MissionItem>({
  config,
  resetCount,
}: {
  config: MissionSceneConfig<T>;
  resetCount: number;
}) {
  const { items, reducer, Art } = config;
  const [state, dispatch] = useSceneReducer(reducer, initMissions, resetCount);
  const { width, height, portrait } = useLayout();
  const resolution = useTextResolution();
  const [burst, setBurst] = useState({ n: 0, x: 0, y: 0 });
  const total = runningTotal(state, items);
  const finished = allDone(state, items);
  const last = items.find((i) => i.id === state.done[state.done.length - 1]);
  const lines = last ? [config.equation(last), config.running(total)] : [config.start];
  useAnnounce(lines);
  useAnnounce(finished ? [config.done, config.running(total)] : [], finished);
  useReportCompletion(finished, config.gameId, 3);

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
  const promptStyle = useMemo(
    () => textStyle({ size: 28, color: '#ffffff', weight: '600', wrap: portrait ? 440 : 620 }),
    [portrait],
  );
  const panelY = portrait ? height - 90 : height - 82;

  return (
    <pixiContainer>
      <pixiText
        text={config.start}
        anchor={portrait ? 0.5 : { x: 0, y: 0.5 }}
        x={portrait ? width / 2 : 36}
        y={portrait ? 46 : 46}
        style={promptStyle}
        resolution={resolution}
        alpha={last ? 0.75 : 1}
      />
      <StarCounter
        x={portrait ? width / 2 : width - 130}
        y={portrait ? 118 : 46}
        value={total}
        label={config.unit}
      />
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
            <Art item={item} done={done} width={cardW - 24} height={cardH - 110} />
          </MissionCard>
        );
      })}
      <Sparkles x={burst.x} y={burst.y} burst={burst.n} radius={140} />
      <Pip
        x={portrait ? 58 : 80}
        y={panelY - 6}
        pose={finished ? 'cheering' : last ? 'happy' : 'thinking'}
        size={portrait ? 0.6 : 0.75}
      />
      <MessagePanel
        x={portrait ? width / 2 + 46 : width / 2 + 30}
        y={panelY}
        width={portrait ? 360 : 600}
        lines={lines}
      />
      {finished && (
        <CompletionCard
          above={panelY - 62}
          title={config.done}
          message={config.running(total)}
          stars={3}
          actions={[{ label: 'Next Game', onPress: () => requestNavigation(gamePath(config.nextGame)) }]}
        />
      )}
    </pixiContainer>
  );
}

interface MissionCardProps {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  done: boolean;
  title: string;
  caption: string;
  resolution: number;
  onPress: () => void;
  children: React.ReactNode;
}

/** One tappable card: a title tab, the art, a caption; turns green-edged with a check when done. */
function MissionCard({
  name,
  x,
  y,
  w,
  h,
  color,
  done,
  title,
  caption,
  resolution,
  onPress,
  children,
}: MissionCardProps) {
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawCard(g, w, h, 0x1e1b4b, 26, done ? 0x4ade80 : hex(color));
      g.roundRect(-w / 2, -h / 2, w, 50, 26).fill(hex(color));
      g.rect(-w / 2, -h / 2 + 26, w, 24).fill(hex(color));
      if (done) {
        g.circle(w / 2 - 18, -h / 2 + 10, 22)
          .fill(0x16a34a)
          .stroke({ color: 0xffffff, width: 3 });
        g.moveTo(w / 2 - 29, -h / 2 + 10)
          .lineTo(w / 2 - 21, -h / 2 + 18)
          .lineTo(w / 2 - 7, -h / 2 + 1)
          .stroke({ color: 0xffffff, width: 5, cap: 'round', join: 'round' });
      }
    },
    [w, h, color, done],
  );
  const titleStyle = useMemo(() => textStyle({ size: 26, color: '#ffffff', weight: '700' }), []);
  const captionStyle = useMemo(
    () => textStyle({ size: 25, color: done ? '#86efac' : '#fde68a', weight: '700', wrap: w - 16 }),
    [done, w],
  );
  return (
    <Tappable x={x} y={y} width={w} height={h} name={name} onPress={onPress} sound={done ? 'tap' : 'correct'}>
      <pixiGraphics draw={draw} />
      <pixiText text={title} anchor={0.5} y={-h / 2 + 26} style={titleStyle} resolution={resolution} />
      <pixiContainer y={-4}>{children}</pixiContainer>
      <pixiText text={caption} anchor={0.5} y={h / 2 - 30} style={captionStyle} resolution={resolution} />
    </Tappable>
  );
}
