import { t } from '@lingui/core/macro';
import {
  Button,
  CompletionCard,
  MessagePanel,
  Pip,
  Sparkles,
  textStyle,
  useLayout,
  useTextResolution,
} from '@scenes/engine';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { challenges, type FerrisChallenge, SPIN_MS, texts } from './data';
import { FERRIS_STARS, type FerrisAction, type FerrisState, isFinished } from './logic';
import { answerLine, roundAnswers, roundQuestion } from './round';
import { Ticket } from './Ticket';
import { Wheel } from './Wheel';

/** The pair a state shows, as the spec's challenge (a challenge round's numbers, issue 33). */
function pairOf(state: FerrisState): FerrisChallenge {
  if (!('round' in state)) return challenges[state.challenge];
  const { a, b } = state.round.pairs[state.challenge];
  return { question: '', calculation1: `${a} × ${b}`, calculation2: `${b} × ${a}`, answer: a * b };
}

/** The lines under the wheel: the question, the spin, the answer and the reveal. */
function linesOf(state: FerrisState, pair: FerrisChallenge): string[] {
  if (state.phase === 'spinning') return [texts.spinning];
  if ('round' in state) {
    const said = state.round.feedback === 'none' ? [] : [answerLine(state, state.round.feedback === 'right')];
    if (state.phase === 'ask' || state.phase === 'turn') return [roundQuestion(state)];
    return state.phase === 'revealed' ? [...said, texts.reveal(pair)] : said;
  }
  return state.phase === 'ready' ? [pair.question] : [texts.commutative, texts.reveal(pair)];
}

/** What only a challenge round draws: the ask panel while a question waits, else the level badge. */
export interface ChallengeParts {
  ask: (at: { x: number; y: number; scale: number }) => ReactNode;
  badge: (at: { x: number; y: number }) => ReactNode;
}

/** The wheel, the tickets, the lines and the end card: one view for both rounds. */
export function FerrisView({
  state,
  dispatch,
  parts,
}: {
  state: FerrisState;
  dispatch: (action: FerrisAction) => void;
  parts?: ChallengeParts;
}) {
  const { width, portrait } = useLayout();
  const resolution = useTextResolution();
  const inRound = 'round' in state ? state : null;
  const round = inRound?.round ?? null;
  const pair = pairOf(state);
  const finished = isFinished(state);
  const revealed = state.phase === 'revealed';
  const asking = state.phase === 'ask' || state.phase === 'turn';
  const [spinKey, setSpinKey] = useState(0);
  const [burst, setBurst] = useState(0);

  const total = round ? round.pairs.length : challenges.length;
  const progress = texts.progress(state.challenge + 1, total);
  const lines = linesOf(state, pair);

  // Motion only (sounds and words are the reducer's effects): the wheel turns, the reveal sparkles.
  useEffect(() => {
    if (state.phase === 'spinning') setSpinKey((k) => k + 1);
    if (state.phase === 'revealed') setBurst((b) => b + 1);
  }, [state.phase]);

  const titleStyle = useMemo(() => textStyle({ size: 30, color: '#3b0764', weight: '700' }), []);
  const progressStyle = useMemo(() => textStyle({ size: 24, color: '#5b3cc4', weight: '600' }), []);
  // A challenge leaves the right (or, on a phone, the bottom) to the number pad.
  const mid = round && !portrait ? 340 : width / 2;
  const wheel = round
    ? portrait
      ? { x: mid, y: 300, r: 100 }
      : { x: mid, y: 290, r: 115 }
    : portrait
      ? { x: mid, y: 400, r: 140 }
      : { x: mid, y: 270, r: 165 };
  const ticketW = portrait ? 186 : round ? 180 : 220;
  const ticketH = portrait ? 110 : 130;
  const ticketY = portrait ? (round ? 150 : 160) : round ? 290 : 270;
  const ticketDX = portrait ? 110 : round ? 240 : width / 2 - 150;
  const tickets = [mid - ticketDX, mid + ticketDX];
  const panel = portrait ? { x: mid, y: round ? 600 : 690, w: 440 } : { x: 370, y: 575, w: 560 };
  const button = portrait
    ? { x: mid, y: round ? 720 : 800 }
    : round
      ? { x: 850, y: 300 }
      : { x: width - 180, y: 575 };
  // Ticket 1 shows its product once answered, ticket 2 once its turn-around is (spec: after the spin).
  const shown = (i: number) => (round ? (i === 0 ? state.phase !== 'ask' : revealed) : revealed);

  return (
    <pixiContainer>
      <pixiText
        text={progress}
        anchor={0.5}
        x={mid}
        y={portrait ? 28 : 26}
        style={progressStyle}
        resolution={resolution}
      />
      <pixiText
        text={texts.pair(pair)}
        anchor={0.5}
        x={mid}
        y={portrait ? 70 : 66}
        style={titleStyle}
        resolution={resolution}
      />
      <Wheel x={wheel.x} y={wheel.y} radius={wheel.r} spinKey={spinKey} spinMs={SPIN_MS} />
      {tickets.map((x, i) => (
        <Ticket
          key={x}
          x={x}
          y={ticketY}
          w={ticketW}
          h={ticketH}
          calculation={i === 0 ? pair.calculation1 : pair.calculation2}
          answer={shown(i) ? pair.answer : null}
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
      {!(portrait && asking) && (
        <MessagePanel x={panel.x} y={panel.y} width={panel.w} lines={lines} tone="light" accent="#f472b6" />
      )}
      {round &&
        asking &&
        parts?.ask({ x: portrait ? mid : 850, y: portrait ? 430 : 24, scale: portrait ? 0.88 : 0.95 })}
      {round && !asking && parts?.badge({ x: portrait ? 70 : 850, y: portrait ? 106 : 60 })}
      {(state.phase === 'ready' || state.phase === 'spinning') && (
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
          title={round ? challengeTexts.done : t`Congratulations!`}
          message={
            inRound
              ? challengeTexts.score(inRound.round.right, roundAnswers(inRound))
              : t`You mastered the commutative property!`
          }
          stars={round ? round.right : FERRIS_STARS}
          actions={[
            {
              label: challengeTexts.newChallenge,
              color: '#16a34a',
              onPress: () => dispatch({ type: 'newChallenge' }),
            },
            { label: texts.playAgain, color: '#5b3cc4', onPress: () => dispatch({ type: 'restart' }) },
          ]}
        />
      )}
    </pixiContainer>
  );
}
