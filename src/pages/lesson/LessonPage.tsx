import { Trans } from '@lingui/react/macro';

import { clearAnnouncements, useAnnouncements } from '@scenes/engine/announce';
import { loadSceneFonts } from '@scenes/engine/fonts';
import { requestRender } from '@scenes/engine/renderLoop';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import NotFound from '@/app/NotFound';
import { NarrationBar } from '@/components/narration/NarrationBar';
import { useNarrationControl } from '@/components/narration/useNarrationControl';
import { PackLockedScreen } from '@/components/pack/PackLockedScreen';
import { getLesson, type LessonConfig } from '@/content/lessons';
import { lessonIsFree } from '@/content/packRules';
import { loadAreas } from '@/i18n/i18n';
import { useActiveStudentId } from '@/state/activeStudent';
import { useLockedIfKnown } from '@/state/pack';
import { ExplanationCard, readAloudText } from './ExplanationCard';
import { LessonHeader } from './LessonHeader';
import { exitOf, type LessonExit } from './lessonExit';
import { readRedoState } from './reviewState';
import { useLessonServices } from './useLessonServices';

const LessonStage = lazy(() => import('./LessonStage'));

/** The route's loader: the lessons catalogue (issue 26), loaded before any lesson text is read. */
export async function loader() {
  await loadAreas(['lessons']);
  return null;
}

/** Lesson screen for /app/lesson/:lessonId: the shared template filled with the lesson's config. */
export default function LessonPage() {
  const { lessonId = '' } = useParams();
  const config = getLesson(lessonId);
  const locked = useLockedIfKnown(lessonIsFree(lessonId));
  if (!config) return <NotFound />;
  if (locked) return <PackLockedScreen />;
  return <LessonScreen config={config} />;
}

function LessonScreen({ config }: { config: LessonConfig }) {
  const location = useLocation();
  const redo = readRedoState(location.state);
  const redoKey = redo ? JSON.stringify(redo.review) : '';
  // Recomputed only when the lesson or the redo block changes, so the scene is not restarted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: redoKey stands for the redo state
  const exit: LessonExit = useMemo(
    () => (redo ? { kind: 'review', ...redo.review } : exitOf(config)),
    [config, redoKey],
  );
  const services = useLessonServices(config.lessonId, exit);
  const scroller = useRef<HTMLDivElement>(null);
  const [celebrating, setCelebrating] = useState(false);
  const [fontsReady, setFontsReady] = useState(false);
  useEffect(() => {
    let alive = true;
    loadSceneFonts().then(() => alive && setFontsReady(true));
    return () => {
      alive = false;
    };
  }, []);
  useEffect(() => {
    document.title = `${config.title} · MathPop`;
    clearAnnouncements();
    scroller.current?.scrollTo({ top: 0 });
  }, [config]);
  const announcements = useAnnouncements();
  const narration = useNarrationControl(useActiveStudentId()[0]);

  return (
    // Pixi places its accessibility buttons at the canvas's viewport position, inside the canvas's
    // nearest positioned ancestor. This fixed-size box at the page origin is that ancestor (the stage's
    // own `relative` is overridden below) and clips them; only the inner box scrolls.
    <div className="relative h-dvh overflow-hidden bg-[#f5f3ff] text-ink">
      <div
        ref={scroller}
        onScroll={() => requestRender()}
        className="flex h-full flex-col overflow-y-auto overflow-x-hidden"
      >
        <LessonHeader
          blockName={config.blockName}
          lessonNumber={config.lessonNumber}
          totalLessons={config.totalLessons}
        >
          <NarrationBar
            control={narration}
            fallback={config.finalQuestion}
            readAloud={readAloudText(config)}
            look="light"
          />
        </LessonHeader>
        {/* Phones: a column whose stage takes the height the card leaves, so all fits one screen. */}
        <main className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col gap-3 p-3 sm:grid sm:flex-none sm:gap-4 sm:p-4 lg:grid-cols-[360px_1fr] lg:items-start">
          <ExplanationCard key={config.lessonId} config={config} />
          <div
            className={`min-h-[420px] min-w-0 flex-1 sm:h-[calc(100dvh-76px)] sm:min-h-[560px] sm:flex-none overflow-hidden rounded-card transition-colors duration-500 [&_[data-testid=scene-stage]]:static ${celebrating ? 'bg-gradient-to-b from-[#1e1b4b] to-[#4c1d95]' : 'bg-gradient-to-b from-white to-[#ede9fe]'} shadow-inner ring-1 ring-primary/10 lg:aspect-[1024/640] lg:h-auto lg:min-h-0`}
          >
            {fontsReady ? (
              <Suspense fallback={<StageLoading />}>
                <LessonStage
                  config={config}
                  exitKind={exit.kind}
                  services={services}
                  onCelebrating={setCelebrating}
                />
              </Suspense>
            ) : (
              <StageLoading />
            )}
          </div>
        </main>
        <div aria-live="polite" role="status" data-testid="announcer" className="sr-only">
          {announcements.map((a) => (
            <p key={a.id}>{a.text}</p>
          ))}
        </div>
      </div>
    </div>
  );
}

function StageLoading() {
  return (
    <div className="grid h-full place-items-center text-xl font-semibold text-ink-soft" role="status">
      <Trans>Getting your lesson ready…</Trans>
    </div>
  );
}
