import type { ChallengeSetup } from '@scenes/engine/challenge';
import { OPEN } from '@scenes/engine/effects';
import type { CardAction } from '@scenes/engine/ui/CompletionCard';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { neighbourRoute } from '@scenes/manifests';
import { useCallback, useMemo } from 'react';
import {
  challengeItemsReducer,
  challengeQuestion,
  type ItemsRound,
  initChallengeItems,
} from '../challengeItems';
import { answerOf, type ItemsGame, isRightChoice, itemsRules, optionsOf, promptOf } from '../itemsLogic';
import type { ItemLook } from '../look';
import { castleMessages } from '../messages';
import { CASTLE_STARS } from '../rules';
import { ItemsBoard } from './ItemsBoard';

/** Props of a castle items game (towers, walls, royal features). */
export interface ItemsSceneProps {
  /** The route on screen: its manifest says whether a next game follows. */
  routeId: string;
  game: ItemsGame;
  look: ItemLook;
  resetCount: number;
  /** Castle Complete: once everything is built the finished castle rises, and the card sits beside it. */
  finale?: boolean;
  /** A challenge round's setup (issue 33), or null for the spec's round. */
  challenge?: ChallengeSetup | null;
  /** The game's pure round generator (its rounds.ts). */
  round: (setup: ChallengeSetup) => ItemsRound;
}

/** The card's way on: "Next Game", or "Back to Games" where the series ends. */
function onward(routeId: string, leave: (to: 'next' | 'games') => void): CardAction {
  const last = neighbourRoute(routeId, 'next') === null;
  return {
    label: last ? castleMessages.backToGames : castleMessages.nextGame,
    onPress: () => leave(last ? 'games' : 'next'),
  };
}

/** The "New challenge" button (issue 33). */
function newChallenge(start: () => void): CardAction {
  return { label: challengeTexts.newChallenge, color: '#16a34a', onPress: start };
}

/** The spec's round: fixed items, a wrong key changes nothing, the card goes on or offers a challenge. */
function SpecItems({ routeId, game, look, resetCount, finale = false }: ItemsSceneProps) {
  const rules = useMemo(() => itemsRules(game), [game]);
  const [state, dispatch] = useSceneReducer(rules.reducer, rules.init, resetCount, OPEN);
  const choose = useCallback((value: number) => dispatch({ type: 'choose', value }), [dispatch]);
  const select = useCallback((item: number) => dispatch({ type: 'select', item }), [dispatch]);
  const options =
    state.current === null ? [] : optionsOf(game.items[state.current], state.current, game.spread);
  return (
    <ItemsBoard
      game={game}
      look={look}
      items={game.items}
      built={state.built}
      current={state.current}
      phase={state.phase}
      banner={state.phase === 'playing' ? (promptOf(game, state) ?? '') : game.doneTitle}
      keys={options.map((value) => ({ value, right: isRightChoice(game, state, value), mark: null }))}
      keysLocked={false}
      onSelect={select}
      onChoose={choose}
      card={
        state.phase === 'done'
          ? {
              title: game.doneTitle,
              message: game.doneMessage,
              stars: CASTLE_STARS,
              // New challenge first, as on every game's card; the way on keeps the spot focus moves to.
              actions: [
                newChallenge(() => dispatch({ type: 'newChallenge' })),
                onward(routeId, (to) => dispatch({ type: 'leave', to })),
              ],
            }
          : null
      }
      finale={finale}
      level={null}
    />
  );
}

/** A challenge round: the child's facts; a wrong key builds the item anyway and shows the right key. */
function ChallengeItems({
  routeId,
  game,
  look,
  resetCount,
  finale = false,
  challenge,
  round,
}: ItemsSceneProps) {
  const setup = challenge as ChallengeSetup;
  const reducer = useMemo(() => challengeItemsReducer(game), [game]);
  const init = useCallback((now: number) => initChallengeItems(round(setup), setup, now), [round, setup]);
  const [state, dispatch] = useSceneReducer(reducer, init, resetCount, OPEN);
  const choose = useCallback((value: number) => dispatch({ type: 'choose', value }), [dispatch]);
  const select = useCallback((item: number) => dispatch({ type: 'select', item }), [dispatch]);
  const index = state.current;
  const answer = index === null ? null : answerOf(state.items[index]);
  const { judged } = state;
  const keys = (index === null ? [] : state.options[index]).map((value) => ({
    value,
    right: value === answer,
    mark:
      judged && value === judged.value
        ? judged.correct
          ? ('right' as const)
          : ('wrong' as const)
        : judged && value === answer
          ? ('right' as const)
          : null,
  }));
  return (
    <ItemsBoard
      game={game}
      look={look}
      items={state.items}
      built={state.built}
      current={state.current}
      phase={state.phase}
      banner={challengeQuestion(state) ?? challengeTexts.done}
      keys={state.phase === 'done' ? [] : keys}
      keysLocked={judged !== null}
      onSelect={select}
      onChoose={choose}
      card={
        state.phase === 'done'
          ? {
              title: challengeTexts.done,
              message: challengeTexts.score(state.right, state.items.length),
              stars: state.right,
              actions: [
                newChallenge(() => dispatch({ type: 'newChallenge' })),
                onward(routeId, (to) => dispatch({ type: 'leave', to })),
              ],
            }
          : null
      }
      finale={finale}
      level={state.challenge.track.level}
    />
  );
}

/**
 * The shared scene of castle-towers, castle-walls and castle-complete: the spec's round, or (issue 33)
 * a challenge round with the child's own facts. The frame mounts it anew for each round.
 */
export function ItemsScene(props: ItemsSceneProps) {
  return props.challenge ? <ChallengeItems {...props} /> : <SpecItems {...props} />;
}
