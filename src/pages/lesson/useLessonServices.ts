import type { SceneServices } from '@scenes/engine/services';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useKidMode } from '@/state/devicePlayer';
import { reportFact } from '@/state/facts';
import { reportResult } from '@/state/results';
import { type LessonExit, lessonRoute } from './lessonExit';

/**
 * What the lesson scene's effects reach (DESIGN §3.1): the answer's result and its fact attempt go to
 * the store under the lesson's id, and navigation intents become the lesson's exit here.
 */
export function useLessonServices(lessonId: string, exit: LessonExit): SceneServices {
  const navigate = useNavigate();
  const kidWords = useKidMode();
  return useMemo(
    () => ({
      result: (r) => reportResult({ kind: 'lesson', id: lessonId, ...r }),
      fact: (f) => reportFact({ ...f, source: lessonId }),
      navigate: (intent) => {
        const route = lessonRoute(intent, exit);
        navigate(route.path, route.state ? { state: route.state } : undefined);
      },
      kidWords,
    }),
    [lessonId, exit, navigate, kidWords],
  );
}
