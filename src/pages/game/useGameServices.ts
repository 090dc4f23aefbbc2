import type { NavIntent } from '@scenes/engine/effects';
import type { SceneServices } from '@scenes/engine/services';
import { neighbourRoute } from '@scenes/manifests';
import type { RegisteredGame } from '@scenes/registry';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardTabPath, gamePath, paths } from '@/app/paths';
import { useKidMode } from '@/state/devicePlayer';
import { reportFact } from '@/state/facts';
import { reportResult } from '@/state/results';
import type { ChallengeControl } from './useChallenge';

/**
 * What a game scene's effects reach (DESIGN §3.1): results and fact answers go to the store under
 * this route's id (a challenge round's answers say source 'game'), navigation intents become URLs
 * here, from the manifests' order of games, and a challenge round's report goes to the device's
 * memory of the game (issue 33).
 */
export function useGameServices(
  game: RegisteredGame,
  replay: () => void,
  challenge: ChallengeControl,
): SceneServices {
  const navigate = useNavigate();
  const kidWords = useKidMode();
  return useMemo(() => {
    const go = (intent: NavIntent) => {
      if (intent === 'replay') return challenge.mode === 'spec' ? replay() : challenge.classic();
      if (intent === 'challenge') return challenge.start();
      if (intent === 'games') return navigate(dashboardTabPath('games'));
      if (intent === 'dashboard') return navigate(paths.app);
      const target = neighbourRoute(game.id, intent);
      navigate(target ? gamePath(target) : paths.app);
    };
    return {
      result: (r) => {
        if (challenge.mode === 'spec') challenge.played();
        reportResult({ kind: 'game', id: game.id, ...r });
      },
      fact: (f) => reportFact({ ...f, source: f.source ?? game.id }),
      navigate: go,
      challenge: challenge.record,
      kidWords,
    };
  }, [game.id, navigate, replay, kidWords, challenge]);
}
