import {
  Button,
  CompletionCard,
  Pip,
  Sparkles,
  spaceBackground,
  textStyle,
  useLayout,
  useSceneReducer,
  useTextResolution,
} from '@scenes/engine';
import { OPEN } from '@scenes/engine/effects';
import { useHomeLabel } from '@scenes/engine/services';
import { NumberPad } from '@scenes/engine/ui/NumberPad';
import { usePadKeys } from '@scenes/engine/usePadKeys';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { expectedLength, factText, placementLeft } from '@/fluency';
import { initPractice, type PracticeInit, reducePractice, usesChoices } from './logic';
import { ClimbingRocket } from './Rocket';
import { isQuiz } from './rewards';
import { TimerBar } from './TimerBar';
import { texts } from './texts';
import { UnlockReveal } from './UnlockReveal';

/** Props of the practice scene: where the child's session starts, and the grown-up's timer switch. */
export interface PracticeSceneProps {
  init: PracticeInit;
  /** Show a countdown of the child's threshold (off by default: calm mode, timed silently). */
  timer: boolean;
}

/** Daily practice (issue 16): warm-up taps, then 20–30 facts chosen by incremental rehearsal. */
export function PracticeScene({ init, timer }: PracticeSceneProps) {
  const start = useCallback((now: number) => initPractice(init, now), [init]);
  const [state, dispatch] = useSceneReducer(reducePractice, start, 0, OPEN);
  const home = useHomeLabel(texts.back);
  const { width, portrait } = useLayout();
  const resolution = useTextResolution();
  const [burst, setBurst] = useState(0);
  usePadKeys(dispatch);
  useEffect(() => {
    if (state.last?.correct) setBurst((n) => n + (state.celebrate ? 3 : 1));
  }, [state.last, state.celebrate]);

  const big = useMemo(
    () => textStyle({ size: portrait ? 60 : 72, color: '#ffffff', weight: '700', shadow: true }),
    [portrait],
  );
  const small = useMemo(() => textStyle({ size: 24, color: '#e0e7ff', weight: '600' }), []);
  const note = useMemo(
    () =>
      textStyle({
        size: 28,
        color: '#fde68a',
        weight: '700',
        wrap: portrait ? 420 : 560,
        align: 'center',
      }),
    [portrait],
  );

  const session = state.session;
  const fact = session.current?.fact;
  const mid = portrait ? width / 2 : 380;
  const question =
    state.phase === 'warmup'
      ? texts.tap(state.warmup[0])
      : fact
        ? `${factText(fact)} = ${state.phase === 'feedback' ? '' : state.typed || '?'}`
        : '';
  const quiz = isQuiz(session);
  const feedback =
    state.phase === 'feedback' && state.last
      ? state.celebrate
        ? texts.nowFluent(state.celebrate)
        : state.last.correct
          ? texts.right(state.last.fact)
          : quiz
            ? texts.quizThanks(state.last.fact)
            : texts.wrong(state.last.fact)
      : state.phase === 'warmup'
        ? texts.warmup
        : '';
  const count = Math.min(session.asked.length, session.length);
  const track = portrait
    ? { x: 440, top: 60, bottom: 330, steps: 20 }
    : { x: 70, top: 70, bottom: 560, steps: 20 };
  const pad = portrait
    ? { x: width / 2, y: 440, keyW: 124, keyH: 84, gap: 14 }
    : { x: 800, y: 170, keyW: 120, keyH: 92, gap: 16 };
  const choices = usesChoices(state) ? (session.current?.choices ?? []) : [];

  return (
    <pixiContainer>
      {state.phase !== 'done' && (
        <pixiText
          text={
            state.phase === 'warmup'
              ? texts.warmupTitle
              : quiz && session.placement
                ? `${texts.quizTitle}  ·  ${texts.quizLeft(placementLeft(session.placement))}`
                : texts.progress(Math.max(1, count), expectedLength(session))
          }
          anchor={0.5}
          x={mid}
          y={portrait ? 30 : 40}
          style={small}
          resolution={resolution}
        />
      )}
      <ClimbingRocket track={track} right={state.right} />
      {state.phase !== 'done' && (
        <pixiText
          text={question}
          anchor={0.5}
          x={mid}
          y={portrait ? 130 : 200}
          style={big}
          resolution={resolution}
        />
      )}
      {timer && state.phase === 'question' && (
        <TimerBar
          key={session.asked.length}
          x={mid}
          y={portrait ? 195 : 270}
          width={portrait ? 300 : 420}
          ms={session.model.thresholdMs}
        />
      )}
      <Sparkles x={mid} y={portrait ? 130 : 200} burst={burst} radius={state.celebrate ? 220 : 140} />
      {feedback && (
        <pixiText
          text={feedback}
          anchor={0.5}
          x={mid}
          y={portrait ? 260 : 330}
          style={note}
          resolution={resolution}
        />
      )}
      {/* The summary card brings its own cheering Pip. */}
      {state.phase !== 'done' && (
        <Pip
          x={portrait ? 70 : 240}
          y={portrait ? 330 : 540}
          size={portrait ? 0.55 : 0.75}
          pose={state.last?.correct ? 'cheering' : state.last && !quiz ? 'thinking' : 'happy'}
        />
      )}
      {state.phase !== 'done' && choices.length === 0 && (
        <NumberPad
          {...pad}
          disabled={false}
          onDigit={(digit) => dispatch({ type: 'digit', digit })}
          onDelete={() => dispatch({ type: 'delete' })}
          onEnter={() => dispatch({ type: 'enter' })}
        />
      )}
      {state.phase === 'question' &&
        choices.map((value, i) => (
          <Button
            key={`${session.asked.length}-${value}`}
            label={String(value)}
            x={pad.x + ((i % 2) - 0.5) * (pad.keyW * 1.6 + pad.gap)}
            y={pad.y + 60 + Math.floor(i / 2) * (pad.keyH * 1.4 + pad.gap)}
            width={pad.keyW * 1.6}
            height={pad.keyH * 1.4}
            fontSize={48}
            onPress={() => dispatch({ type: 'choose', value })}
          />
        ))}
      {quiz && (state.phase === 'question' || state.phase === 'feedback') && (
        <Button
          label={texts.stopQuiz}
          x={portrait ? 92 : width - 110}
          y={portrait ? 80 : 40}
          width={170}
          height={56}
          fontSize={24}
          onPress={() => dispatch({ type: 'stop' })}
        />
      )}
      {state.phase === 'done' && state.summary && (
        <CompletionCard
          title={quiz ? texts.quizDone : texts.done}
          message={[
            ...(state.reveal?.lines.slice(1, 3) ?? []),
            ...state.summary.lines.slice(0, 1),
            state.summary.streakText,
          ].join('\n')}
          stars={Math.min(3, state.right)}
          y={portrait ? 590 : undefined}
          x={portrait ? undefined : 330}
          actions={[{ label: home, onPress: () => dispatch({ type: 'home' }) }]}
        />
      )}
      {state.phase === 'done' && state.reveal && (
        <UnlockReveal
          reveal={state.reveal}
          x={portrait ? width / 2 : 810}
          y={portrait ? 160 : 330}
          width={portrait ? 440 : 400}
        />
      )}
    </pixiContainer>
  );
}

/** The practice sky. */
export const background = spaceBackground(16);
