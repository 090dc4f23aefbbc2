import { announce } from '@scenes/engine/announce';
import { useSceneReducer } from '@scenes/engine/useSceneReducer';
import { useCallback } from 'react';
import { playSound } from '@/lib/audio';
import { reportResult } from '@/state/results';
import type { CastleInstant, Step } from './effects';

/**
 * Runs a castle reducer with the engine's useSceneReducer: timed effects go to its effect runner;
 * announce/sound/report effects run at once in the tap's handler, so feedback starts within the
 * same frame.
 */
export function useCastleGame<S, A>(
  gameId: string,
  reducer: (state: S, action: A) => Step<S, A>,
  init: () => S,
  resetKey: unknown,
): [S, (action: A) => void] {
  const perform = useCallback((effect: CastleInstant) => runInstant(gameId, effect), [gameId]);
  return useSceneReducer<S, A, CastleInstant>(reducer, init, resetKey, perform);
}

/** Performs one instant castle effect. */
function runInstant(gameId: string, effect: CastleInstant): void {
  switch (effect.type) {
    case 'announce':
      announce(effect.text);
      break;
    case 'sound':
      playSound(effect.sound);
      break;
    case 'report':
      reportResult({ kind: 'game', id: gameId, isCorrect: true, stars: effect.stars });
      break;
  }
}
