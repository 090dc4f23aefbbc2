import type { ChallengeSetup } from '@scenes/engine/challenge';
import { OPEN } from '@scenes/engine/effects';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { AskPanel } from '@scenes/kits/challenge/AskPanel';
import { LevelBadge } from '@scenes/kits/challenge/LevelBadge';
import { useCallback } from 'react';
import { initRound, type RoundState, reduceRound } from './challenge';
import { type ChallengeParts, FerrisView } from './FerrisView';
import { roundQuestion } from './round';

/**
 * Ferris Wheel Race's challenge round (issue 33), its own chunk: the round's rules (challenge.ts) on
 * the game's one view, with the ask panel ("6 × 3 = ?" on the number pad) and the level badge.
 */
export function FerrisChallengeRound({ setup, resetCount }: { setup: ChallengeSetup; resetCount: number }) {
  const init = useCallback((now: number) => initRound(setup, now), [setup]);
  const [state, dispatch] = useSceneReducer(reduceRound, init, resetCount, OPEN);
  const parts: ChallengeParts = {
    ask: (at) => <Ask state={state} at={at} onPad={dispatch} />,
    badge: (at) => <LevelBadge x={at.x} y={at.y} level={state.round.progress.track.level} />,
  };
  return <FerrisView state={state} dispatch={dispatch} parts={parts} />;
}

function Ask({
  state,
  at,
  onPad,
}: {
  state: RoundState;
  at: { x: number; y: number; scale: number };
  onPad: Parameters<typeof AskPanel>[0]['onPad'];
}) {
  const { round } = state;
  return (
    <AskPanel
      x={at.x}
      y={at.y}
      scale={at.scale}
      question={roundQuestion(state)}
      typed={round.ask.typed}
      level={round.progress.track.level}
      feedback={round.feedback}
      onPad={onPad}
    />
  );
}
