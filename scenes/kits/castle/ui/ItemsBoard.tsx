import { useLayout } from '@scenes/engine/LayoutContext';
import { Banner } from '@scenes/engine/ui/Banner';
import { type CardAction, CompletionCard } from '@scenes/engine/ui/CompletionCard';
import { Pip } from '@scenes/engine/ui/Pip';
import { Sparkles } from '@scenes/engine/ui/Sparkles';
import { LevelBadge } from '@scenes/kits/challenge/LevelBadge';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CastleItem, ItemsGame, ItemsPhase } from '../itemsLogic';
import type { ItemLook } from '../look';
import { AnswerKey } from './AnswerKey';
import { FinishedCastle } from './FinishedCastle';
import { ItemPlot } from './ItemPlot';
import { itemsLayout } from './itemsLayout';

/** Where the finished castle and the card beside it sit (design px). */
const FINALE = {
  landscape: { castle: { x: 236, groundY: 560, unit: 34 }, card: { x: 748 } },
  portrait: { castle: { x: 240, groundY: 322, unit: 25 }, card: { x: 240, y: 650 } },
} as const;

/** Where a challenge's level badge sits: beside the banner, or between it and the plots. */
const BADGE = { landscape: { x: 948, y: 54 }, portrait: { x: 240, y: 116 } } as const;

/** One answer key as the board shows it. */
export interface BoardKey {
  value: number;
  right: boolean;
  mark: 'wrong' | 'right' | null;
}

/** What the board draws: a spec round's or a challenge round's state, already read. */
export interface ItemsBoardProps {
  game: ItemsGame;
  look: ItemLook;
  items: readonly CastleItem[];
  built: readonly boolean[];
  current: number | null;
  phase: ItemsPhase;
  banner: string;
  keys: readonly BoardKey[];
  keysLocked: boolean;
  onSelect: (item: number) => void;
  onChoose: (value: number) => void;
  card: { title: string; message: string; stars: number; actions: CardAction[] } | null;
  finale: boolean;
  /** A challenge round's level (a badge), or null in the spec's round. */
  level: number | null;
}

/**
 * The castle items board: four plots to build, the question in the banner, three answer keys,
 * sparkles when an item is built and the completion card (Castle Complete: beside the finished castle).
 */
export function ItemsBoard(props: ItemsBoardProps) {
  const { game, look, items, built, current, phase, keys, card, finale, level } = props;
  const { portrait } = useLayout();
  const L = itemsLayout(portrait);

  // Sparkles burst over the plot that was just built.
  const [burst, setBurst] = useState({ count: 0, at: 0 });
  const prevBuilt = useRef(built);
  useEffect(() => {
    const fresh = built.findIndex((b, i) => b && !prevBuilt.current[i]);
    prevBuilt.current = built;
    if (fresh >= 0) setBurst((b) => ({ count: b.count + 1, at: fresh }));
  }, [built]);

  const box = useMemo(
    () => ({ width: L.plotWidth - 24, height: L.plotHeight - 16 - look.crownHeight }),
    [L.plotWidth, L.plotHeight, look.crownHeight],
  );
  const shapes = useMemo(() => items.map((item) => look.grid(item, box)), [items, look, box]);
  const { onSelect, onChoose } = props;
  const select = useCallback((item: number) => onSelect(item), [onSelect]);
  const burstPlot = L.plots[burst.at];
  const showFinale = finale && phase !== 'playing';
  const F = portrait ? FINALE.portrait : FINALE.landscape;
  const badge = portrait ? BADGE.portrait : BADGE.landscape;

  return (
    <pixiContainer>
      {L.pip && (
        <Pip x={L.pip.x} y={L.pip.y} size={L.pip.size} pose={phase === 'playing' ? 'happy' : 'cheering'} />
      )}
      {/* the card repeats the title and cheering Pip sits over the banner: hide it then */}
      {phase !== 'done' && (
        <Banner shape="ribbon" {...L.banner} text={props.banner} size={portrait ? 30 : 34} />
      )}
      {level !== null && phase !== 'done' && <LevelBadge x={badge.x} y={badge.y} level={level} />}
      {showFinale && <FinishedCastle {...F.castle} />}
      {!showFinale &&
        items.map((item, i) => (
          <ItemPlot
            key={item.name}
            x={L.plots[i].x}
            groundY={L.plots[i].groundY}
            width={L.plotWidth}
            height={L.plotHeight}
            item={item}
            index={i}
            name={`${game.noun} ${i + 1}`}
            look={look}
            shape={shapes[i]}
            built={built[i]}
            current={current === i}
            enabled={phase === 'playing' && !built[i] && !props.keysLocked}
            onSelect={select}
          />
        ))}
      {keys.map((key, k) => (
        <AnswerKey
          key={`${current}-${key.value}`}
          x={L.keys[k].x}
          y={L.keys[k].y}
          width={L.keyWidth}
          height={L.keyHeight}
          value={key.value}
          right={key.right}
          mark={key.mark}
          disabled={props.keysLocked}
          onChoose={onChoose}
        />
      ))}
      {!showFinale && (
        <Sparkles x={burstPlot.x} y={burstPlot.groundY - L.plotHeight / 2} burst={burst.count} radius={130} />
      )}
      {card && (
        <CompletionCard
          title={card.title}
          message={card.message}
          stars={card.stars}
          {...(showFinale ? F.card : {})}
          actions={card.actions}
        />
      )}
    </pixiContainer>
  );
}
