import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { LessonConfig } from '@/content/lessons';
import { playSound } from '@/lib/audio';
import { reportResult } from '@/state/results';
import { announce } from '../engine/announce';
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
  exitOf,
  feedback,
  initLesson,
  type LessonExit,
  type LessonState,
  outcomes,
  reduce,
} from './logic';
import { OptionGrid } from './OptionGrid';
import { questionFor } from './question';
import { VisualModel } from './visuals/VisualModel';

/** Props of the lesson scene. */
export interface LessonSceneProps {
  config: LessonConfig;
  /** Where CONTINUE leads (the page may send a redo back to the review). */
  exit: LessonExit;
  /** Called when the child presses CONTINUE or FINISH. */
  onExit: (exit: LessonExit) => void;
  /** Told when the celebration starts, so the page can paint the night sky behind the canvas. */
  onCelebrating?: (on: boolean) => void;
}

/** Runs the outside effects of a transition: report the answer, speak it, play its sound. */
function useOutcomes(state: LessonState): void {
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    for (const outcome of outcomes(before, state)) {
      if (outcome.type === 'report')
        reportResult({
          kind: 'lesson',
          id: outcome.lessonId,
          isCorrect: outcome.isCorrect,
          stars: outcome.stars,
        });
      else if (outcome.type === 'announce') announce(outcome.text);
      else playSound(outcome.name === 'celebrate' ? 'complete' : outcome.name);
    }
  }, [state]);
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
export function LessonScene({ config, exit, onExit, onCelebrating }: LessonSceneProps) {
  const question = useMemo(() => questionFor(config, exit), [config, exit]);
  const [state, dispatch] = useSceneReducer(reduce, () => initLesson(question));
  useOutcomes(state);
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
  const onAction = useCallback(() => {
    const target = exitOf(state);
    if (target) onExit(target);
    else dispatch({ type: 'check' });
  }, [dispatch, onExit, state]);
  const onCelebrationDone = useCallback(() => onExit(question.exit), [onExit, question.exit]);

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
            key={state.verdict}
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
          label={label}
          color={label === 'CHECK' ? '#5b3cc4' : '#16a34a'}
          x={l.action.x}
          y={l.action.y}
          width={l.action.w}
          height={l.action.h}
          fontSize={32}
          disabled={(state.phase === 'choosing' && !canCheck(state)) || state.celebrating}
          onPress={onAction}
        />
      </pixiContainer>
      {state.celebrating && (
        <Celebration kind={config.celebration} blockName={config.blockName} onContinue={onCelebrationDone} />
      )}
    </pixiContainer>
  );
}
