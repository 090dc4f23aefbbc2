import { Trans, useLingui } from '@lingui/react/macro';

import { clearAnnouncements } from '@scenes/engine/announce';
import { loadSceneFonts } from '@scenes/engine/fonts';
import { SceneHost } from '@scenes/engine/SceneHost';
import { type SceneDefinition, textsForLevel } from '@scenes/engine/types';
import type { RegisteredGame } from '@scenes/registry';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { dashboardTabPath, paths } from '@/app/paths';
import { BackIcon, HelpIcon, ResetIcon, SoundIcon } from '@/components/frame/FrameIcons';
import { LiveRegion } from '@/components/frame/LiveRegion';
import { LoadingState } from '@/components/frame/LoadingState';
import { NarrationBar } from '@/components/narration/NarrationBar';
import { useNarrationControl } from '@/components/narration/useNarrationControl';
import { isSoundOn, loadSounds, setSoundOn, stopSounds } from '@/lib/audio';
import { useActiveStudentId } from '@/state/activeStudent';
import { HowToPlay } from './HowToPlay';
import { useChallenge } from './useChallenge';
import { useGameServices } from './useGameServices';

const iconButton =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-white/15 px-3 font-display text-lg font-semibold text-white hover:bg-white/25';

/** Loads a game's scene code, font and sounds, reporting progress 0..1. */
function useSceneLoad(game: RegisteredGame, attempt: number) {
  const [def, setDef] = useState<SceneDefinition | null>(null);
  const [progress, setProgress] = useState(0.05);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) reloads the scene
  useEffect(() => {
    let live = true;
    setFailed(false);
    (async () => {
      const loaded = await game.load();
      if (!live) return;
      setProgress(0.5);
      await loadSceneFonts();
      if (!live) return;
      setProgress(0.65);
      await loadSounds((done, total) => live && setProgress(0.65 + (0.35 * done) / total));
      if (live) setDef(loaded);
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [game, attempt]);
  return { def, progress, failed };
}

/**
 * The DOM frame around every game (DESIGN §3.2): Back, How to Play (said when opened), sound toggle,
 * Reset (when the scene has one), the voice bar (caption, Read aloud, the narration speaker), the
 * loading state and the live region; the scene draws in SceneHost.
 */
export function GameFrame({ game }: { game: RegisteredGame }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const { def, progress, failed } = useSceneLoad(game, attempt);
  const [soundOn, setSound] = useState(isSoundOn);
  const [resetCount, setResetCount] = useState(0);
  const replay = useCallback(() => setResetCount((n) => n + 1), []);
  const challenge = useChallenge(game);
  const services = useGameServices(game, replay, challenge);
  const waiting = challenge.mode === 'challenge' && !challenge.setup;
  const texts = def ? textsForLevel(def, game.level) : null;
  const title = game.title;
  const back = game.game.back === 'app' ? paths.app : dashboardTabPath('games');
  const narration = useNarrationControl(useActiveStudentId()[0]);

  useEffect(() => {
    clearAnnouncements();
    return () => {
      stopSounds();
      clearAnnouncements();
    };
  }, []);
  useEffect(() => {
    document.title = `${title} · MathPop`;
  }, [title]);

  const toggleSound = () => {
    setSoundOn(!soundOn);
    setSound(!soundOn);
  };

  return (
    <div className="dark-frame flex h-dvh flex-col bg-[#1e1b4b]">
      <header className="flex items-center gap-2 bg-[#15123a] px-2 py-2 sm:px-4">
        <button type="button" className={iconButton} aria-label={t`Back`} onClick={() => navigate(back)}>
          <BackIcon />
          <span className="hidden sm:inline">
            <Trans>Back</Trans>
          </span>
        </button>
        {/* The canvas draws "Game N of 4"; the heading's name says it to screen readers too, as one
            string (issue 38: a span after the title was read "Ice Cream Party 1 , Game 1 of 4"). */}
        <h1
          className="min-w-0 flex-1 truncate px-1 font-display text-lg font-bold text-white sm:text-2xl"
          aria-label={game.levelLabel ? `${title}, ${game.levelLabel}` : undefined}
        >
          {title}
        </h1>
        {texts && (
          <HowToPlay
            title={title}
            steps={texts.howToPlay}
            trigger={
              <button type="button" className={iconButton} aria-label={t`How to Play`}>
                <HelpIcon />
                <span className="hidden md:inline">
                  <Trans>How to Play</Trans>
                </span>
              </button>
            }
          />
        )}
        <button
          type="button"
          className={iconButton}
          aria-label={t`Sound`}
          aria-pressed={soundOn}
          onClick={toggleSound}
        >
          <SoundIcon on={soundOn} />
        </button>
        {challenge.offered && challenge.mode === 'challenge' && (
          // The spec's round, one tap away (issue 33 §1); an icon on phones, where the title needs the room.
          <button
            type="button"
            className={iconButton}
            aria-label={t`Classic round`}
            onClick={challenge.classic}
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ↺
            </span>
            <span className="hidden md:inline">
              <Trans>Classic round</Trans>
            </span>
          </button>
        )}
        {def?.hasReset && (
          <button
            type="button"
            className={iconButton}
            aria-label={t`Reset`}
            onClick={() => setResetCount((n) => n + 1)}
          >
            <ResetIcon />
            <span className="hidden md:inline">
              <Trans>Reset</Trans>
            </span>
          </button>
        )}
      </header>
      <NarrationBar control={narration} fallback={texts?.intro ?? ''} />
      <main className="min-h-0 flex-1" style={def?.background ? { background: def.background } : undefined}>
        {failed ? (
          <div className="grid h-full place-items-center px-6 text-center text-white">
            <div>
              <p className="font-display text-2xl font-semibold">
                <Trans>This game could not load.</Trans>
              </p>
              <button
                type="button"
                className="mt-4 min-h-12 rounded-full bg-sun px-6 font-display text-lg font-bold text-ink"
                onClick={() => setAttempt((n) => n + 1)}
              >
                <Trans>Try again</Trans>
              </button>
            </div>
          </div>
        ) : def && !waiting ? (
          <SceneHost services={services}>
            <def.Scene
              key={`${challenge.mode}-${challenge.round}`}
              routeId={game.id}
              level={game.level}
              resetCount={resetCount}
              challenge={challenge.setup}
            />
          </SceneHost>
        ) : (
          <LoadingState title={game.title} progress={progress} />
        )}
      </main>
      <LiveRegion />
    </div>
  );
}
