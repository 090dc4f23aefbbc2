import { OPEN, type SceneReducer } from '@scenes/engine/effects';
import { textStyle } from '@scenes/engine/fonts';
import { useLayout, useTextResolution } from '@scenes/engine/LayoutContext';
import { Banner } from '@scenes/engine/ui/Banner';
import { Button } from '@scenes/engine/ui/Button';
import type { CardAction } from '@scenes/engine/ui/CompletionCard';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { type ComponentType, useMemo } from 'react';
import { INVERSE_OPTIONS } from './data';
import type { InverseAction, InverseState } from './state';
import { inverseTexts as T } from './texts';
import { VaultDoor } from './VaultDoor';

/** What the round draws over the vaults (its level badge, its end card), in design px. */
export interface OverlayProps {
  state: InverseState;
  /** "1 of 3 vaults opened". */
  progress: string;
  /** The end card's New challenge and Explore Again. */
  actions: CardAction[];
}

/**
 * What a round of vaults brings to the one view: the spec's round (`Scene.tsx`) or a challenge's
 * (`ChallengeRound.tsx`, its own chunk: issue 33).
 */
export interface VaultRound {
  reducer: SceneReducer<InverseState, InverseAction>;
  init: (now: number) => InverseState;
  /** The banner's known fact and the door's question for the current vault. */
  words: (state: InverseState) => { known: string; question: string };
  Overlay: ComponentType<OverlayProps>;
}

/** Inverse Vault's screen: read a multiplication fact, pick the division answer that opens each vault. */
export function InverseView({ round, resetCount }: { round: VaultRound; resetCount: number }) {
  const [state, dispatch] = useSceneReducer(round.reducer, round.init, resetCount, OPEN);
  const { portrait, width } = useLayout();
  const resolution = useTextResolution();
  const challenge = state.challenges[state.index];
  const total = state.challenges.length;
  const finished = state.phase === 'finished';
  const { known, question } = round.words(state);
  const progress = T.progress(state.opened, total);

  const vault = portrait ? { x: width / 2, y: 400, r: 150 } : { x: 280, y: 400, r: 150 };
  const grid = portrait
    ? { x: 24, y: 650, cols: 5, w: 74, h: 74, gap: 16 }
    : { x: 560, y: 250, cols: 5, w: 74, h: 80, gap: 16 };
  const labelStyle = useMemo(
    () => textStyle({ size: portrait ? 24 : 28, weight: '600', color: '#e0e7ff' }),
    [portrait],
  );
  const actions = [
    { label: challengeTexts.newChallenge, onPress: () => dispatch({ type: 'newChallenge' }) },
    { label: T.exploreAgain, color: '#5b3cc4', onPress: () => dispatch({ type: 'exploreAgain' }) },
  ];
  const colour = (v: number): string => {
    // A challenge's wrong answer shows the right one in green.
    if (state.phase === 'reveal' && v === challenge.divisionAnswer) return '#16a34a';
    if (state.selected !== v) return '#7c3aed';
    return state.phase === 'wrong' || state.phase === 'reveal' ? '#dc2626' : '#16a34a';
  };

  return (
    <pixiContainer>
      <Banner
        x={portrait ? width / 2 : 280}
        y={portrait ? 70 : 60}
        width={portrait ? 400 : 460}
        text={progress}
        size={24}
        color={0xfef3c7}
      />
      <Banner
        x={portrait ? width / 2 : 280}
        y={portrait ? 150 : 130}
        width={portrait ? 400 : 460}
        text={known}
        size={portrait ? 28 : 30}
        color={0xffffff}
        textColor="#5b3cc4"
      />
      <VaultDoor
        x={vault.x}
        y={vault.y}
        r={vault.r}
        question={question}
        phase={state.phase === 'reveal' ? 'open' : state.phase}
        burst={state.phase === 'open' ? state.opened : 0}
      />
      <pixiText
        text={`${T.vaultOf(state.index + 1, total)} · ${question}`}
        x={portrait ? width / 2 : 780}
        y={portrait ? 612 : 200}
        anchor={0.5}
        style={labelStyle}
        resolution={resolution}
      />
      {INVERSE_OPTIONS.map((v, i) => (
        <Button
          key={v}
          label={String(v)}
          x={grid.x + (i % grid.cols) * (grid.w + grid.gap) + grid.w / 2}
          y={grid.y + Math.floor(i / grid.cols) * (grid.h + grid.gap) + grid.h / 2}
          width={grid.w}
          height={grid.h}
          fontSize={34}
          color={colour(v)}
          disabled={finished}
          sound={null}
          onPress={() => dispatch({ type: 'choose', value: v })}
        />
      ))}
      <round.Overlay state={state} progress={progress} actions={actions} />
    </pixiContainer>
  );
}
