import { SceneHost } from '@scenes/engine/SceneHost';
import { LessonScene, type LessonSceneProps } from '@scenes/lesson/Scene';

/** The Pixi stage of a lesson (lazy chunk): one Pixi app kept across lessons, the scene keyed per lesson. */
export default function LessonStage(props: LessonSceneProps) {
  return (
    <SceneHost>
      <LessonScene key={`${props.config.lessonId}:${props.exit.kind}`} {...props} />
    </SceneHost>
  );
}
