import { OPEN } from '@scenes/engine/effects';
import { useLayout } from '@scenes/engine/LayoutContext';
import type { SceneProps } from '@scenes/engine/types';
import { Banner } from '@scenes/engine/ui/Banner';
import { Button } from '@scenes/engine/ui/Button';
import { CompletionCard } from '@scenes/engine/ui/CompletionCard';
import { Pip } from '@scenes/engine/ui/Pip';
import { Sparkles } from '@scenes/engine/ui/Sparkles';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { castleMessages } from '@scenes/kits/castle/messages';
import { CASTLE_STARS } from '@scenes/kits/castle/rules';
import { useCallback } from 'react';
import {
  BLOCK_VALUES,
  type BuilderState,
  canBuild,
  initBuilder,
  placedValues,
  reducer,
  TARGET,
} from './logic';
import { Block, type BlockMark } from './ui/Block';
import { builderLayout } from './ui/builderLayout';
import { EquationBoard } from './ui/EquationBoard';
import { FoundationSite } from './ui/FoundationSite';

/** How a block looks in this state. */
function markOf(state: BuilderState, block: number): BlockMark {
  if (!state.selected.includes(block)) return 'idle';
  return state.total !== null && state.total !== TARGET ? 'wrong' : 'selected';
}

/** Castle Foundation: pick two blocks whose product is 18 and build the castle's foundation on them. */
export default function CastleBuilderScene({ resetCount }: SceneProps) {
  const { portrait } = useLayout();
  const L = builderLayout(portrait);
  const [state, dispatch] = useSceneReducer(reducer, initBuilder, resetCount, OPEN);
  const playing = state.phase === 'playing';

  const tap = useCallback((block: number) => dispatch({ type: 'tapBlock', block }), [dispatch]);
  const build = useCallback(() => dispatch({ type: 'build' }), [dispatch]);
  const next = useCallback(() => dispatch({ type: 'next' }), [dispatch]);
  const picked = state.selected.map((b) => BLOCK_VALUES[b]);
  const [a, b] = placedValues(state);

  return (
    <pixiContainer>
      {L.pip && <Pip x={L.pip.x} y={L.pip.y} size={L.pip.size} pose={state.built ? 'cheering' : 'happy'} />}
      {state.phase !== 'done' && (
        <Banner shape="ribbon" {...L.banner} text={castleMessages.builderGoal} size={portrait ? 30 : 34} />
      )}
      <FoundationSite
        x={L.site.x}
        groundY={L.groundY}
        unit={L.site.unit}
        placed={state.placed}
        from={L.blocks}
        blockWidth={L.blockWidth}
        blockHeight={L.blockHeight}
      />
      <EquationBoard {...L.board} picked={picked} total={state.total} />
      <Button
        {...L.button}
        label={castleMessages.buildFoundation}
        onPress={build}
        disabled={!canBuild(state)}
        color="#5b3cc4"
        fontSize={portrait ? 32 : 30}
      />
      {BLOCK_VALUES.map((value, i) => (
        <Block
          key={value}
          x={L.blocks[i].x}
          y={L.blocks[i].y}
          width={L.blockWidth}
          height={L.blockHeight}
          index={i}
          value={value}
          mark={markOf(state, i)}
          placed={state.placed.includes(i)}
          enabled={playing && !state.placed.includes(i)}
          onTap={tap}
        />
      ))}
      <Sparkles x={L.site.x} y={L.groundY - 120} burst={state.built ? 1 : 0} radius={170} />
      {state.phase === 'done' && (
        <CompletionCard
          title={castleMessages.builderDoneTitle}
          message={castleMessages.builderDoneMessage(a, b)}
          stars={CASTLE_STARS}
          actions={[{ label: castleMessages.nextGame, onPress: next }]}
        />
      )}
    </pixiContainer>
  );
}
