import { SceneHost } from '@scenes/engine/SceneHost';
import type { SceneServices } from '@scenes/engine/services';
import { LessonScene } from '@scenes/lesson/Scene';
import type { LessonConfig } from '@/content/lessons';
import type { LessonExit } from './lessonExit';

/** Props of the lesson's stage: the lesson, where it leads and what its effects reach. */
export interface LessonStageProps {
  config: LessonConfig;
  /** The kind of the lesson's exit: 'app' makes CONTINUE a FINISH; a new kind restarts the scene. */
  exitKind: LessonExit['kind'];
  services: SceneServices;
  onCelebrating?: (on: boolean) => void;
}

/** The Pixi stage of a lesson (lazy chunk): one Pixi app kept across lessons, the scene keyed per lesson. */
export default function LessonStage({ config, exitKind, services, onCelebrating }: LessonStageProps) {
  return (
    <SceneHost services={services}>
      <LessonScene
        key={`${config.lessonId}:${exitKind}`}
        config={config}
        finish={exitKind === 'app'}
        onCelebrating={onCelebrating}
      />
    </SceneHost>
  );
}
