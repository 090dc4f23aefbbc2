import type { ChallengeSetup } from '@scenes/engine/challenge';
import { OPEN } from '@scenes/engine/effects';
import type { SceneProps } from '@scenes/engine/types';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { castleMessages } from '@scenes/kits/castle/messages';
import { CASTLE_STARS } from '@scenes/kits/castle/rules';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { useCallback } from 'react';
import { challengeBuilderReducer, goalOf, initChallengeBuilder, targetOf } from './challenge';
import { BLOCK_VALUES, canBuild, initBuilder, PICK, placedValues, reducer, TARGET } from './logic';
import { BuilderBoard } from './ui/BuilderBoard';

/** The spec's round: pick two blocks whose product is 18 and build the castle's foundation on them. */
function SpecBuilder({ resetCount }: { resetCount: number }) {
  const [state, dispatch] = useSceneReducer(reducer, initBuilder, resetCount, OPEN);
  const tap = useCallback((block: number) => dispatch({ type: 'tapBlock', block }), [dispatch]);
  const build = useCallback(() => dispatch({ type: 'build' }), [dispatch]);
  const [a, b] = placedValues(state);
  return (
    <BuilderBoard
      values={BLOCK_VALUES}
      selected={state.selected}
      placed={state.placed}
      total={state.total}
      target={TARGET}
      built={state.built}
      playing={state.phase === 'playing'}
      goal={state.phase === 'done' ? null : castleMessages.builderGoal}
      canBuild={canBuild(state)}
      onTap={tap}
      onBuild={build}
      card={
        state.phase === 'done'
          ? {
              title: castleMessages.builderDoneTitle,
              message: castleMessages.builderDoneMessage(a, b),
              stars: CASTLE_STARS,
              actions: [
                {
                  label: challengeTexts.newChallenge,
                  color: '#16a34a',
                  onPress: () => dispatch({ type: 'newChallenge' }),
                },
                { label: castleMessages.nextGame, onPress: () => dispatch({ type: 'next' }) },
              ],
            }
          : null
      }
      level={null}
      site={0}
    />
  );
}

/** A challenge round (issue 33): two targets with two factor pairs each among the blocks. */
function ChallengeBuilder({ resetCount, setup }: { resetCount: number; setup: ChallengeSetup }) {
  const init = useCallback((now: number) => initChallengeBuilder(setup, now), [setup]);
  const [state, dispatch] = useSceneReducer(challengeBuilderReducer, init, resetCount, OPEN);
  const tap = useCallback((block: number) => dispatch({ type: 'tapBlock', block }), [dispatch]);
  const build = useCallback(() => dispatch({ type: 'build' }), [dispatch]);
  const target = targetOf(state);
  return (
    <BuilderBoard
      values={target.blocks}
      selected={state.selected}
      placed={state.placed}
      total={state.total}
      target={target.target}
      built={state.built}
      playing={state.phase === 'playing'}
      goal={state.phase === 'done' ? null : goalOf(state)}
      canBuild={state.phase === 'playing' && state.selected.length === PICK}
      onTap={tap}
      onBuild={build}
      card={
        state.phase === 'done'
          ? {
              title: challengeTexts.done,
              message: challengeTexts.score(state.right, state.targets.length),
              stars: state.right,
              actions: [
                {
                  label: challengeTexts.newChallenge,
                  color: '#16a34a',
                  onPress: () => dispatch({ type: 'newChallenge' }),
                },
                { label: castleMessages.nextGame, onPress: () => dispatch({ type: 'next' }) },
              ],
            }
          : null
      }
      level={state.challenge.track.level}
      site={state.at}
    />
  );
}

/** Castle Foundation: the spec's round, or a challenge round; the frame mounts it anew for each. */
export default function CastleBuilderScene({ resetCount, challenge }: SceneProps) {
  return challenge ? (
    <ChallengeBuilder resetCount={resetCount} setup={challenge} />
  ) : (
    <SpecBuilder resetCount={resetCount} />
  );
}
