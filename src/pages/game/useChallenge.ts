import type { ChallengeReport, ChallengeSetup } from '@scenes/engine/challenge';
import type { RegisteredGame } from '@scenes/registry';
import { useCallback, useEffect, useState } from 'react';
import { useActiveStudentId } from '@/state/activeStudent';
import { challengePlayer, markPlayed, readChallenge, recordChallenge } from '@/state/challengeMemory';
import { useSession } from '@/state/session';

/** The spec's round, or a challenge round (issue 33). */
export type RoundMode = 'spec' | 'challenge';

/** What the game frame needs of the challenge rounds of one route. */
export interface ChallengeControl {
  /** Whether the game has challenge rounds (a range in its manifest). */
  offered: boolean;
  mode: RoundMode;
  /** Changes with each new round: the frame mounts the scene anew. */
  round: number;
  /** The setup of the challenge round on screen; null while it loads, or in the spec's round. */
  setup: ChallengeSetup | null;
  /** Starts a new challenge round. */
  start(): void;
  /** Goes back to the spec's round. */
  classic(): void;
  /** Keeps a round's report (level, facts asked). */
  record(report: ChallengeReport): void;
  /** The spec's round was finished: later visits open on a challenge. */
  played(): void;
}

/**
 * The challenge rounds of a game route (DESIGN §3.1): the first visit plays the spec's round; after
 * it, and on later visits, challenge rounds whose facts the fluency chooser picks for the active
 * child within the game's range and level (a guest or a grown-up gets a seeded mix).
 */
export function useChallenge(game: RegisteredGame): ChallengeControl {
  const [studentId] = useActiveStudentId();
  const userId = useSession()?.user.id;
  const player = challengePlayer(studentId, userId);
  const range = game.game.challenge;
  const [mode, setMode] = useState<RoundMode>(() =>
    range && readChallenge(player, game.id).played ? 'challenge' : 'spec',
  );
  const [round, setRound] = useState(0);
  const [setup, setSetup] = useState<ChallengeSetup | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new round (round) reads again
  useEffect(() => {
    setSetup(null);
    if (mode !== 'challenge' || !range) return;
    let live = true;
    const plan = import('./challengePlan').then(({ challengeSetup }) =>
      challengeSetup(range, readChallenge(player, game.id), studentId, userId),
    );
    // The scene's challenge-only code (its lazy views) comes with the plan: the round opens whole.
    Promise.all([plan, game.load().then((scene) => scene.preloadChallenge?.())])
      .then(([next]) => live && setSetup(next))
      // The chunk could not load (offline before it was cached): the spec's round is always there.
      .catch(() => live && setMode('spec'));
    return () => {
      live = false;
    };
  }, [mode, round, player, game.id, studentId, userId]);

  const start = useCallback(() => {
    setMode('challenge');
    setRound((n) => n + 1);
  }, []);
  const classic = useCallback(() => {
    setMode('spec');
    setRound((n) => n + 1);
  }, []);
  const record = useCallback(
    (report: ChallengeReport) => recordChallenge(player, game.id, report, range?.levels.length ?? 1),
    [player, game.id, range],
  );
  const played = useCallback(() => {
    if (range) markPlayed(player, game.id);
  }, [player, game.id, range]);
  return { offered: Boolean(range), mode, round, setup, start, classic, record, played };
}
