import { Trans, useLingui } from '@lingui/react/macro';

import { clearAnnouncements } from '@scenes/engine/announce';
import type { NavIntent } from '@scenes/engine/effects';
import { SceneHost } from '@scenes/engine/SceneHost';
import type { SceneServices } from '@scenes/engine/services';
import { background, PracticeScene } from '@scenes/practice/Scene';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { dashboardTabPath, paths } from '@/app/paths';
import { BackIcon, ClockIcon, SoundIcon } from '@/components/frame/FrameIcons';
import { LiveRegion } from '@/components/frame/LiveRegion';
import { LoadingState } from '@/components/frame/LoadingState';
import { GateProvider, useGate } from '@/components/gate/GateProvider';
import { NarrationBar } from '@/components/narration/NarrationBar';
import { ReadPromptsSwitch } from '@/components/narration/ReadPromptsSwitch';
import { useNarrationControl } from '@/components/narration/useNarrationControl';
import { RocketArt } from '@/components/rewards/RocketArt';
import { readWorn } from '@/components/rewards/worn';
import { isSoundOn, setSoundOn, stopSounds } from '@/lib/audio';
import { useKidMode } from '@/state/devicePlayer';
import { reportFact } from '@/state/facts';
import { useSession } from '@/state/session';
import { isTimerOn, setTimerOn } from './timerSetting';
import { usePracticeStart } from './usePracticeStart';

const iconButton =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-white/15 px-3 font-display text-lg font-semibold text-white hover:bg-white/25';

/** What the practice scene's effects reach: fact answers go to the queue, navigation to the dashboard. */
function usePracticeServices(): SceneServices {
  const navigate = useNavigate();
  const kidWords = useKidMode();
  return useMemo(
    () => ({
      // Practice reports facts only; it has no completion row in activity_results.
      result: () => undefined,
      fact: (f) => reportFact({ ...f, source: f.source ?? (f.fact.op === 'tap' ? 'warmup' : 'practice') }),
      navigate: (intent: NavIntent) => navigate(intent === 'games' ? dashboardTabPath('games') : paths.app),
      kidWords,
    }),
    [navigate, kidWords],
  );
}

/**
 * /app/practice (issue 16): the frame (Back, sound, the grown-up's timer and "Read prompts aloud"
 * switches, the voice bar with Read aloud and the narration speaker, issue 22), the loading, error
 * and no-profile states, and the practice scene for the active student.
 */
export default function PracticePage() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const title = t`Today's practice`;
  const userId = useSession()?.user.id;
  const [attempt, setAttempt] = useState(0);
  const [params] = useSearchParams();
  const load = usePracticeStart(userId, attempt, params.get('check') === '1');
  const services = usePracticeServices();
  const [soundOn, setSound] = useState(isSoundOn);
  const studentId = load.status === 'ready' ? load.studentId : null;
  const [timer, setTimer] = useState(false);
  const narration = useNarrationControl(studentId);
  useEffect(() => setTimer(isTimerOn(studentId)), [studentId]);

  useEffect(() => {
    document.title = `${title} · MathPop`;
  }, [title]);

  useEffect(() => {
    clearAnnouncements();
    return () => {
      stopSounds();
      clearAnnouncements();
    };
  }, []);

  const toggleTimer = () => {
    setTimerOn(studentId, !timer);
    setTimer(!timer);
  };
  // The timer is a grown-up's setting: in kid mode (a child chosen on this device, or a child's
  // class session) it waits behind the parental gate (issue 17).
  const kidMode = useKidMode();

  return (
    <GateProvider kidMode={kidMode}>
      <div className="dark-frame flex h-dvh flex-col bg-[#1e1b4b]">
        <header className="flex items-center gap-2 bg-[#15123a] px-2 py-2 sm:px-4">
          <button
            type="button"
            className={iconButton}
            aria-label={t`Back`}
            onClick={() => navigate(paths.app)}
          >
            <BackIcon />
            <span className="hidden sm:inline">
              <Trans>Back</Trans>
            </span>
          </button>
          {/* The rocket the child dressed up on My rocket (issue 23) flies along. */}
          {studentId && <RocketArt worn={readWorn(studentId)} className="h-10 w-8 shrink-0" />}
          <h1 className="min-w-0 flex-1 truncate px-1 font-display text-lg font-bold text-white sm:text-2xl">
            {title}
          </h1>
          <TimerSwitch on={timer} onToggle={toggleTimer} />
          <ReadPromptsSwitch control={narration} className={iconButton} />
          <button
            type="button"
            className={iconButton}
            aria-label={t`Sound`}
            aria-pressed={soundOn}
            onClick={() => {
              setSoundOn(!soundOn);
              setSound(!soundOn);
            }}
          >
            <SoundIcon on={soundOn} />
          </button>
        </header>
        <NarrationBar control={narration} fallback={title} />
        <main className="min-h-0 flex-1" style={{ background }}>
          {load.status === 'ready' ? (
            <SceneHost services={services}>
              <PracticeScene init={load.init} timer={timer} />
            </SceneHost>
          ) : load.status === 'loading' ? (
            <LoadingState title={title} progress={0.5} />
          ) : (
            <div className="grid h-full place-items-center px-6 text-center text-white">
              <div>
                <p className="font-display text-2xl font-semibold">
                  {load.status === 'empty' ? (
                    <Trans>Add your child's profile to start practising.</Trans>
                  ) : (
                    <Trans>Practice could not load.</Trans>
                  )}
                </p>
                <button
                  type="button"
                  className="mt-4 min-h-12 rounded-full bg-sun px-6 font-display text-lg font-bold text-ink"
                  onClick={() =>
                    load.status === 'empty' ? navigate(dashboardTabPath('profile')) : setAttempt((n) => n + 1)
                  }
                >
                  {load.status === 'empty' ? <Trans>Add a profile</Trans> : <Trans>Try again</Trans>}
                </button>
              </div>
            </div>
          )}
        </main>
        <LiveRegion />
      </div>
    </GateProvider>
  );
}

/** The grown-up's timer switch (calm mode is the default); in kid mode it asks for the parental gate. */
function TimerSwitch({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const gate = useGate();
  return (
    <button
      type="button"
      className={`${iconButton} aria-pressed:bg-sun aria-pressed:text-ink`}
      aria-pressed={on}
      onClick={() => gate.guard(onToggle)}
    >
      <ClockIcon />
      <span className="text-base">
        <Trans>Timer</Trans>
      </span>
    </button>
  );
}
