import { useCallback, useEffect, useMemo } from 'react';
import type { LessonConfig } from '@/content/lessons';
import { OPEN } from '../engine/effects';
import { textStyle } from '../engine/fonts';
import { useLayout, useTextResolution } from '../engine/LayoutContext';
import { requestRender } from '../engine/renderLoop';
import { Button } from '../engine/ui/Button';
import { Pip } from '../engine/ui/Pip';
import { useSceneReducer } from '../engine/useSceneReducer';
import { Celebration } from './Celebration';
import { FeedbackPanel, feedbackPanelHeight } from './FeedbackPanel';
import { lessonLayout } from './layout';
import {
  actionLabel,
  type Choice,
  canCheck,
  feedback,
  initLesson,
  type LessonState,
  reduceLesson,
} from './logic';
import { OptionGrid } from './OptionGrid';
import { questionFor } from './question';
import { VisualModel } from './visuals/VisualModel';
import { actionText } from './words';

/** Props of the lesson scene. */
export interface LessonSceneProps {
  config: LessonConfig;
  /** CONTINUE ends the curriculum (FINISH); the page says false for a redo sent back to the review. */
  finish: boolean;
  /** Told when the celebration starts, so the page can paint the night sky behind the canvas. */
  onCelebrating?: (on: boolean) => void;
}

/** The fill-the-word sentence with the chosen word (or a blank) in place. */
function sentenceText(config: LessonConfig, state: LessonState): string {
  if (config.kind !== 'fill') return config.finalQuestion;
  const word = state.selected[0];
  return `${config.sentence[0]} ${word ? `“${word}”` : '______'}${config.sentence[1]}`;
}

/**
 * The shared lesson scene: Pip, the big maths line, the visual model, the answer options, CHECK →
 * feedback → CONTINUE/FINISH, and the block celebration. One template for every lesson id.
 */
export function LessonScene({ config, finish, onCelebrating }: LessonSceneProps) {
  const question = useMemo(() => questionFor(config, finish), [config, finish]);
  const init = useCallback((now: number) => initLesson(question, now), [question]);
  const [state, dispatch] = useSceneReducer(reduceLesson, init, 0, OPEN);
  // Frames are drawn on demand: draw the new lesson and every new state at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state is the trigger, not an input
  useEffect(() => {
    requestRender();
  }, [state]);
  useEffect(() => {
    onCelebrating?.(state.celebrating);
  }, [onCelebrating, state.celebrating]);
  const size = useLayout();
  const resolution = useTextResolution();
  const options = config.options as readonly Choice[];
  const l = lessonLayout(size, options.length, config.kind === 'fill');

  const onChoose = useCallback((value: Choice) => dispatch({ type: 'choose', value }), [dispatch]);
  const locked = state.phase === 'locked';
  const onAction = useCallback(() => dispatch({ type: locked ? 'continue' : 'check' }), [dispatch, locked]);
  const onCelebrationDone = useCallback(() => dispatch({ type: 'continue' }), [dispatch]);

  const highlightStyle = useMemo(
    () => textStyle({ size: l.highlight.size, weight: '700', color: '#5b3cc4', wrap: l.highlight.wrap }),
    [l.highlight.size, l.highlight.wrap],
  );
  const promptStyle = useMemo(
    () => textStyle({ size: 30, weight: '600', color: '#1f1b2e', wrap: l.prompt.wrap }),
    [l.prompt.wrap],
  );
  const lines = feedback(state);
  // On phones the verdict sits under the answers when it fits, so the picture (the frog's jumps) shows.
  const below = l.feedback.below;
  const compact = !!(lines && below && feedbackPanelHeight(lines.hint, l.feedback.w, true) <= below.maxH);
  const label = actionLabel(state);
  const pose = state.verdict === 'correct' ? 'cheering' : state.verdict === 'wrong' ? 'happy' : 'thinking';
  return (
    <pixiContainer>
      <pixiContainer alpha={state.celebrating ? 0.12 : 1}>
        <pixiText
          text={config.highlightedQuestion}
          anchor={0.5}
          x={l.highlight.x}
          y={l.highlight.y}
          style={highlightStyle}
          resolution={resolution}
        />
        <VisualModel visual={config.visualContent} revealed={state.phase === 'locked'} {...l.visual} />
        <Pip x={l.pip.x} y={l.pip.y} pose={pose} size={l.pip.size} />
        <pixiText
          text={sentenceText(config, state)}
          anchor={{ x: 0.5, y: 0 }}
          x={l.prompt.x}
          y={l.prompt.y}
          style={promptStyle}
          resolution={resolution}
        />
        <OptionGrid state={state} options={options} {...l.options} onChoose={onChoose} />
        {lines && (
          <FeedbackPanel
            key={`${state.verdict}-${state.phase}`}
            x={l.feedback.x}
            y={compact && below ? below.y : l.feedback.y}
            w={l.feedback.w}
            compact={compact}
            correct={state.verdict === 'correct'}
            title={lines.title}
            hint={lines.hint}
          />
        )}
        {/* Keyed by label: Pixi's accessibility overlay never renames an existing button. */}
        <Button
          key={label}
          label={actionText(label)}
          color={label === 'CHECK' ? '#5b3cc4' : '#16a34a'}
          x={l.action.x}
          y={l.action.y}
          width={l.action.w}
          height={l.action.h}
          fontSize={32}
          disabled={(!locked && !canCheck(state)) || state.celebrating}
          onPress={onAction}
        />
      </pixiContainer>
      {state.celebrating && (
        <Celebration kind={config.celebration} blockName={config.blockName} onContinue={onCelebrationDone} />
      )}
    </pixiContainer>
  );
}
