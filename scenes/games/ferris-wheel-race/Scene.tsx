import { t } from '@lingui/core/macro';
import {
  Button,
  CompletionCard,
  MessagePanel,
  Pip,
  type SceneProps,
  Sparkles,
  textStyle,
  useLayout,
  useSceneReducer,
  useTextResolution,
} from '@scenes/engine';
import { OPEN } from '@scenes/engine/effects';
import { useEffect, useMemo, useState } from 'react';
import { challenges, SPIN_MS, texts } from './data';
import { FERRIS_STARS, initFerris, isFinished, reduceFerris } from './logic';
import { Ticket } from './Ticket';
import { Wheel } from './Wheel';

/** Ferris Wheel Race: spin for 3 s, then see that both orderings give the same product. */
export function FerrisWheelRaceScene({ resetCount }: SceneProps) {
  const [state, dispatch] = useSceneReducer(reduceFerris, initFerris, resetCount, OPEN);
  const { width, portrait } = useLayout();
  const resolution = useTextResolution();
  const challenge = challenges[state.challenge];
  const finished = isFinished(state);
  const revealed = state.phase === 'revealed';
  const [spinKey, setSpinKey] = useState(0);
  const [burst, setBurst] = useState(0);

  const progress = texts.progress(state.challenge + 1, challenges.length);
  const lines =
    state.phase === 'ready'
      ? [challenge.question]
      : state.phase === 'spinning'
        ? [texts.spinning]
        : [texts.commutative, texts.reveal(challenge)];

  // Motion only (sounds and words are the reducer's effects): the wheel turns, the reveal sparkles.
  useEffect(() => {
    if (state.phase === 'spinning') setSpinKey((k) => k + 1);
    if (state.phase === 'revealed') setBurst((b) => b + 1);
  }, [state.phase]);

  const titleStyle = useMemo(() => textStyle({ size: 30, color: '#3b0764', weight: '700' }), []);
  const progressStyle = useMemo(() => textStyle({ size: 24, color: '#5b3cc4', weight: '600' }), []);
  const wheel = portrait ? { x: width / 2, y: 400, r: 140 } : { x: width / 2, y: 270, r: 165 };
  const ticketW = portrait ? 186 : 220;
  const ticketH = portrait ? 110 : 130;
  const tickets = portrait
    ? [
        { x: width / 2 - 110, y: 160 },
        { x: width / 2 + 110, y: 160 },
      ]
    : [
        { x: 150, y: 270 },
        { x: width - 150, y: 270 },
      ];
  const panel = portrait ? { x: width / 2, y: 690, w: 440 } : { x: 370, y: 575, w: 560 };
  const button = portrait ? { x: width / 2, y: 800 } : { x: width - 180, y: 575 };

  return (
    <pixiContainer>
      <pixiText
        text={progress}
        anchor={0.5}
        x={width / 2}
        y={portrait ? 28 : 26}
        style={progressStyle}
        resolution={resolution}
      />
      <pixiText
        text={texts.pair(challenge)}
        anchor={0.5}
        x={width / 2}
        y={portrait ? 70 : 66}
        style={titleStyle}
        resolution={resolution}
      />
      <Wheel x={wheel.x} y={wheel.y} radius={wheel.r} spinKey={spinKey} spinMs={SPIN_MS} />
      {tickets.map((t, i) => (
        <Ticket
          key={t.x}
          x={t.x}
          y={t.y}
          w={ticketW}
          h={ticketH}
          calculation={i === 0 ? challenge.calculation1 : challenge.calculation2}
          answer={revealed ? challenge.answer : null}
          color={i === 0 ? 0xf472b6 : 0x38bdf8}
          resolution={resolution}
        />
      ))}
      <Sparkles x={wheel.x} y={wheel.y} burst={burst} radius={wheel.r + 40} />
      {!portrait && (
        <Pip
          x={70}
          y={470}
          pose={revealed ? 'cheering' : state.phase === 'spinning' ? 'happy' : 'thinking'}
          size={0.7}
        />
      )}
      <MessagePanel x={panel.x} y={panel.y} width={panel.w} lines={lines} tone="light" accent="#f472b6" />
      {!revealed && (
        <Button
          label={texts.spin}
          x={button.x}
          y={button.y}
          width={300}
          height={80}
          color="#db2777"
          disabled={state.phase === 'spinning'}
          onPress={() => dispatch({ type: 'spin' })}
        />
      )}
      {revealed && !finished && (
        <Button
          label={texts.next}
          x={button.x}
          y={button.y}
          width={300}
          height={80}
          color="#5b3cc4"
          onPress={() => dispatch({ type: 'next' })}
        />
      )}
      {finished && (
        <CompletionCard
          above={panel.y - 62}
          title={t`Congratulations!`}
          message={t`You mastered the commutative property!`}
          stars={FERRIS_STARS}
          actions={[
            { label: texts.playAgain, color: '#5b3cc4', onPress: () => dispatch({ type: 'restart' }) },
          ]}
        />
      )}
    </pixiContainer>
  );
}
