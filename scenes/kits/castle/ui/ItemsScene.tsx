import { OPEN } from '@scenes/engine/effects';
import { useLayout } from '@scenes/engine/LayoutContext';
import { Banner } from '@scenes/engine/ui/Banner';
import { CompletionCard } from '@scenes/engine/ui/CompletionCard';
import { Pip } from '@scenes/engine/ui/Pip';
import { Sparkles } from '@scenes/engine/ui/Sparkles';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { neighbourRoute } from '@scenes/manifests';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ItemsGame, isRightChoice, itemsRules, optionsOf, promptOf } from '../itemsLogic';
import type { ItemLook } from '../look';
import { castleMessages } from '../messages';
import { CASTLE_STARS } from '../rules';
import { AnswerKey } from './AnswerKey';
import { FinishedCastle } from './FinishedCastle';
import { ItemPlot } from './ItemPlot';
import { itemsLayout } from './itemsLayout';

/** Props of a castle items game (towers, walls, royal features). */
export interface ItemsSceneProps {
  /** The route on screen: its manifest says whether a next game follows. */
  routeId: string;
  game: ItemsGame;
  look: ItemLook;
  resetCount: number;
  /** Castle Complete: once everything is built the finished castle rises, and the card sits beside it. */
  finale?: boolean;
}

/** Where the finished castle and the card beside it sit (design px). */
const FINALE = {
  landscape: { castle: { x: 236, groundY: 560, unit: 34 }, card: { x: 748 } },
  portrait: { castle: { x: 240, groundY: 322, unit: 25 }, card: { x: 240, y: 650 } },
} as const;

/**
 * The shared scene of castle-towers, castle-walls and castle-complete: four plots to build, the
 * question for the current one in the banner, three answer keys, sparkles when an item is built and
 * the completion card with the button onward ("Next Game", or "Back to Games" where the series ends).
 */
export function ItemsScene({ routeId, game, look, resetCount, finale = false }: ItemsSceneProps) {
  const { portrait } = useLayout();
  const L = itemsLayout(portrait);
  const rules = useMemo(() => itemsRules(game), [game]);
  const [state, dispatch] = useSceneReducer(rules.reducer, rules.init, resetCount, OPEN);
  const prompt = promptOf(game, state);
  const banner = state.phase === 'playing' ? (prompt ?? '') : game.doneTitle;
  const last = neighbourRoute(routeId, 'next') === null;

  // Sparkles burst over the plot that was just built.
  const [burst, setBurst] = useState({ count: 0, at: 0 });
  const prevBuilt = useRef(state.built);
  useEffect(() => {
    const fresh = state.built.findIndex((b, i) => b && !prevBuilt.current[i]);
    prevBuilt.current = state.built;
    if (fresh >= 0) setBurst((b) => ({ count: b.count + 1, at: fresh }));
  }, [state.built]);

  const box = useMemo(
    () => ({ width: L.plotWidth - 24, height: L.plotHeight - 16 - look.crownHeight }),
    [L.plotWidth, L.plotHeight, look.crownHeight],
  );
  const shapes = useMemo(() => game.items.map((item) => look.grid(item, box)), [game, look, box]);
  const select = useCallback((item: number) => dispatch({ type: 'select', item }), [dispatch]);
  const choose = useCallback((value: number) => dispatch({ type: 'choose', value }), [dispatch]);
  const options =
    state.current === null ? [] : optionsOf(game.items[state.current], state.current, game.spread);
  const burstPlot = L.plots[burst.at];
  const showFinale = finale && state.phase !== 'playing';
  const F = portrait ? FINALE.portrait : FINALE.landscape;

  return (
    <pixiContainer>
      {L.pip && (
        <Pip
          x={L.pip.x}
          y={L.pip.y}
          size={L.pip.size}
          pose={state.phase === 'playing' ? 'happy' : 'cheering'}
        />
      )}
      {/* the card repeats the title and cheering Pip sits over the banner: hide it then */}
      {state.phase !== 'done' && (
        <Banner shape="ribbon" {...L.banner} text={banner} size={portrait ? 30 : 34} />
      )}
      {showFinale && <FinishedCastle {...F.castle} />}
      {!showFinale &&
        game.items.map((item, i) => (
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
            built={state.built[i]}
            current={state.current === i}
            enabled={state.phase === 'playing' && !state.built[i]}
            onSelect={select}
          />
        ))}
      {options.map((value, k) => (
        <AnswerKey
          key={`${state.current}-${value}`}
          x={L.keys[k].x}
          y={L.keys[k].y}
          width={L.keyWidth}
          height={L.keyHeight}
          value={value}
          right={isRightChoice(game, state, value)}
          onChoose={choose}
        />
      ))}
      {!showFinale && (
        <Sparkles x={burstPlot.x} y={burstPlot.groundY - L.plotHeight / 2} burst={burst.count} radius={130} />
      )}
      {state.phase === 'done' && (
        <CompletionCard
          title={game.doneTitle}
          message={game.doneMessage}
          stars={CASTLE_STARS}
          {...(showFinale ? F.card : {})}
          actions={[
            {
              label: last ? castleMessages.backToGames : castleMessages.nextGame,
              onPress: () => dispatch({ type: 'leave', to: last ? 'games' : 'next' }),
            },
          ]}
        />
      )}
    </pixiContainer>
  );
}
