import { clearAnnouncements } from '@scenes/engine/announce';
import type { NavIntent } from '@scenes/engine/effects';
import { SceneHost } from '@scenes/engine/SceneHost';
import type { SceneServices } from '@scenes/engine/services';
import { background, PracticeScene } from '@scenes/practice/Scene';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { dashboardTabPath, paths } from '@/app/paths';
import { GateProvider, useGate } from '@/components/gate/GateProvider';
import { RocketArt } from '@/components/rewards/RocketArt';
import { readWorn } from '@/components/rewards/worn';
import { isSoundOn, setSoundOn, stopSounds } from '@/lib/audio';
import { BackIcon, SoundIcon } from '@/pages/game/FrameIcons';
import { LiveRegion } from '@/pages/game/LiveRegion';
import { LoadingState } from '@/pages/game/LoadingState';
import { useDevicePlayer } from '@/state/devicePlayer';
import { reportFact } from '@/state/facts';
import { GROWN_UP } from '@/state/playerMode';
import { useIsChildSession, useSession } from '@/state/session';
import { isTimerOn, setTimerOn } from './timerSetting';
import { usePracticeStart } from './usePracticeStart';

const iconButton =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-white/15 px-3 font-display text-lg font-semibold text-white hover:bg-white/25';
const title = "Today's practice";

/** What the practice scene's effects reach: fact answers go to the queue, navigation to the dashboard. */
function usePracticeServices(): SceneServices {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      // Practice reports facts only; it has no completion row in activity_results.
      result: () => undefined,
      fact: (f) => reportFact({ ...f, source: f.source ?? (f.fact.op === 'tap' ? 'warmup' : 'practice') }),
      navigate: (intent: NavIntent) => navigate(intent === 'games' ? dashboardTabPath('games') : paths.app),
    }),
    [navigate],
  );
}

/**
 * /app/practice (issue 16): the frame (Back, sound, the grown-up's timer switch), the loading,
 * error and no-profile states, and the practice scene for the active student.
 */
export default function PracticePage() {
  const navigate = useNavigate();
  const userId = useSession()?.user.id;
  const [attempt, setAttempt] = useState(0);
  const [params] = useSearchParams();
  const load = usePracticeStart(userId, attempt, params.get('check') === '1');
  const services = usePracticeServices();
  const [soundOn, setSound] = useState(isSoundOn);
  const studentId = load.status === 'ready' ? load.studentId : null;
  const [timer, setTimer] = useState(false);
  useEffect(() => setTimer(isTimerOn(studentId)), [studentId]);

  useEffect(() => {
    document.title = `${title} · MathPop`;
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
  const [choice] = useDevicePlayer();
  const kidMode = useIsChildSession() || (choice !== null && choice !== GROWN_UP);

  return (
    <GateProvider kidMode={kidMode}>
      <div className="flex h-dvh flex-col bg-[#1e1b4b]">
        <header className="flex items-center gap-2 bg-[#15123a] px-2 py-2 sm:px-4">
          <button type="button" className={iconButton} aria-label="Back" onClick={() => navigate(paths.app)}>
            <BackIcon />
            <span className="hidden sm:inline">Back</span>
          </button>
          {/* The rocket the child dressed up on My rocket (issue 23) flies along. */}
          {studentId && <RocketArt worn={readWorn(studentId)} className="h-10 w-8 shrink-0" />}
          <h1 className="min-w-0 flex-1 truncate px-1 font-display text-lg font-bold text-white sm:text-2xl">
            {title}
          </h1>
          <TimerSwitch on={timer} onToggle={toggleTimer} />
          <button
            type="button"
            className={iconButton}
            aria-label="Sound"
            aria-pressed={soundOn}
            onClick={() => {
              setSoundOn(!soundOn);
              setSound(!soundOn);
            }}
          >
            <SoundIcon on={soundOn} />
          </button>
        </header>
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
                  {load.status === 'empty'
                    ? "Add your child's profile to start practising."
                    : 'Practice could not load.'}
                </p>
                <button
                  type="button"
                  className="mt-4 min-h-12 rounded-full bg-sun px-6 font-display text-lg font-bold text-ink"
                  onClick={() =>
                    load.status === 'empty' ? navigate(dashboardTabPath('profile')) : setAttempt((n) => n + 1)
                  }
                >
                  {load.status === 'empty' ? 'Add a profile' : 'Try again'}
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
      <span aria-hidden="true">⏱</span>
      <span className="text-base">Timer</span>
    </button>
  );
}
