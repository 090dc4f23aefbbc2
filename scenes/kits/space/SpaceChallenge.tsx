import type { ChallengeSetup } from '@scenes/engine/challenge';
import { OPEN, type SceneReducer } from '@scenes/engine/effects';
import { textStyle } from '@scenes/engine/fonts';
import { useLayout, useTextResolution } from '@scenes/engine/LayoutContext';
import { CompletionCard } from '@scenes/engine/ui/CompletionCard';
import { MessagePanel } from '@scenes/engine/ui/MessagePanel';
import { Pip } from '@scenes/engine/ui/Pip';
import { Sparkles } from '@scenes/engine/ui/Sparkles';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { AskPanel } from '@scenes/kits/challenge/AskPanel';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { type ReactNode, useCallback, useMemo } from 'react';
import { messages } from '@/content/messages';
import type { Fact } from '@/fluency/types';
import type { SpaceModelProps } from './GroupsModel';
import {
  initSpaceChallenge,
  type SpaceChallengeAction,
  type SpaceChallengeState,
  type SpaceChallengeWords,
  spaceLine,
} from './spaceChallenge';

/** What a space game gives its challenge round: the reducer, the round, the words and the model. */
export interface SpaceChallengeConfig {
  reducer: SceneReducer<SpaceChallengeState, SpaceChallengeAction>;
  round: (setup: ChallengeSetup) => Fact[];
  words: SpaceChallengeWords & {
    /** The pad's short question: "How many stars?" */
    short: (fact: Fact) => string;
  };
  model: (props: SpaceModelProps) => ReactNode;
}

/**
 * A space game's challenge round (issue 33): the question big over the game's model (planets, modules,
 * crew), the number pad beside it, the line said in the panel, and the end card with New challenge.
 */
export function SpaceChallenge({
  setup,
  resetCount,
  config,
}: {
  setup: ChallengeSetup;
  resetCount: number;
  config: SpaceChallengeConfig;
}) {
  const { reducer, round, words, model } = config;
  const init = useCallback((now: number) => initSpaceChallenge(round(setup), setup, now), [round, setup]);
  const [state, dispatch] = useSceneReducer(reducer, init, resetCount, OPEN);
  const { width, height, portrait } = useLayout();
  const resolution = useTextResolution();
  const fact = state.ask.fact;
  const revealed = state.feedback !== 'none';
  const area = portrait ? { x: width / 2, y: 236, w: 440, h: 236 } : { x: 340, y: 320, w: 600, h: 380 };
  const askAt = portrait ? { x: width / 2, y: 372, scale: 0.72 } : { x: width - 200, y: 60, scale: 1 };
  const panel = portrait ? { x: width / 2, y: height - 52, w: 460 } : { x: 370, y: height - 48, w: 540 };
  const headline = useMemo(
    () =>
      textStyle({
        size: portrait ? 30 : 34,
        weight: '700',
        color: '#ffffff',
        shadow: true,
        wrap: portrait ? 450 : 640,
      }),
    [portrait],
  );
  return (
    <pixiContainer>
      <pixiText
        text={words.question(fact)}
        anchor={0.5}
        x={portrait ? width / 2 : 340}
        y={portrait ? 62 : 70}
        style={headline}
        resolution={resolution}
      />
      <pixiContainer key={state.index} x={area.x} y={area.y}>
        {model({
          a: fact.a,
          b: fact.b,
          revealed,
          counted: state.feedback === 'wrong',
          width: area.w,
          height: area.h,
        })}
      </pixiContainer>
      <Sparkles x={area.x} y={area.y} burst={state.feedback === 'right' ? state.right : 0} radius={220} />
      <AskPanel
        x={askAt.x}
        y={askAt.y}
        scale={askAt.scale}
        question={words.short(fact)}
        typed={state.ask.typed}
        level={state.challenge.track.level}
        feedback={state.feedback}
        onPad={(action) => dispatch(action)}
      />
      {!portrait && (
        <Pip x={60} y={height - 60} pose={state.feedback === 'right' ? 'cheering' : 'thinking'} size={0.6} />
      )}
      {revealed && <MessagePanel x={panel.x} y={panel.y} width={panel.w} lines={[spaceLine(state, words)]} />}
      {state.finished && (
        <CompletionCard
          above={panel.y - 50}
          title={challengeTexts.done}
          message={challengeTexts.score(state.right, state.facts.length)}
          stars={state.right}
          actions={[
            {
              label: challengeTexts.newChallenge,
              color: '#16a34a',
              onPress: () => dispatch({ type: 'newChallenge' }),
            },
            {
              label: messages.words.playAgain,
              color: '#5b3cc4',
              onPress: () => dispatch({ type: 'replay' }),
            },
          ]}
        />
      )}
    </pixiContainer>
  );
}
