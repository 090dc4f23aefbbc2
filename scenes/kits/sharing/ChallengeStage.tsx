import { type Box, fitBox } from '@scenes/engine/fitBox';
import { useLayout } from '@scenes/engine/LayoutContext';
import type { Container } from '@scenes/engine/pixi';
import { Banner } from '@scenes/engine/ui/Banner';
import type { PadAction } from '@scenes/engine/ui/NumberPad';
import { ASK_PANEL, AskPanel } from '@scenes/kits/challenge/AskPanel';
import { LevelBadge } from '@scenes/kits/challenge/LevelBadge';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { ShareRound } from './challenge';
import { SharingCard } from './SharingCard';

/**
 * Where the shrunk model and the ask panel sit while a question is asked (design px). On a phone the
 * model's drawn content (`content`, once measured) fills the room above the question: scaled by the
 * whole design height, a picture that uses the top half of it showed at ~0.44 scale above an empty band.
 */
export function askLayout(portrait: boolean, width: number, height: number, content?: Box | null) {
  if (portrait) {
    const panel = 0.78;
    const top = height - ASK_PANEL.height * panel - 8;
    const room = { x: 6, y: 6, width: width - 12, height: top - 116 };
    const whole = Math.min(1, (top - 110) / height);
    return {
      panel: { x: width / 2, y: top, scale: panel },
      model: content ? fitBox(content, room) : { x: (width * (1 - whole)) / 2, y: 6, scale: whole },
      question: { x: width / 2, y: top - 52, w: width - 24, lines: 2 },
    };
  }
  const panel = 0.9;
  const panelW = ASK_PANEL.width * panel;
  const model = Math.min(1, (width - panelW - 36) / width);
  return {
    panel: { x: width - 14 - panelW / 2, y: (height - ASK_PANEL.height * panel) / 2, scale: panel },
    model: { x: 6, y: (height * (1 - model)) / 2 + 30, scale: model },
    question: { x: 6 + (width * model) / 2, y: 50, w: width * model - 20, lines: 1 },
  };
}

/**
 * A sharing game's challenge round on screen (issue 33): while a question is asked the game's model
 * (the scoops and friends, the players, the train) shrinks beside the ask panel, so the child sees
 * what is shared while typing the answer; then the model is full size to share it out. The level
 * shows throughout; the round's end card offers a new challenge or the spec's round.
 */
export function ChallengeStage({
  round,
  question,
  short,
  onPad,
  onNew,
  onReplay,
  replayLabel,
  badge,
  children,
}: {
  round: ShareRound;
  /** The question, big above the model (the header shows and the narrator says it too). */
  question: string;
  /** Its short form on the ask panel: "How many each?". */
  short: string;
  onPad: (action: PadAction) => void;
  onNew: () => void;
  onReplay: () => void;
  replayLabel: string;
  /** Where the level badge sits when the model is full size. */
  badge: { x: number; y: number };
  children: ReactNode;
}) {
  const { portrait, width, height } = useLayout();
  const asking = round.phase === 'asking';
  // What the model draws, measured once it is on the stage for this question (phones only).
  const drawn = useRef<Container>(null);
  const [content, setContent] = useState<Box | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new question redraws the model: measure it again
  useLayoutEffect(() => {
    const node = drawn.current;
    if (!asking || !portrait || !node) return;
    const b = node.getLocalBounds();
    setContent({ x: b.x, y: b.y, width: b.width, height: b.height });
  }, [asking, portrait, question]);
  const L = askLayout(portrait, width, height, asking && portrait ? content : null);
  const model = asking ? L.model : { x: 0, y: 0, scale: 1 };
  return (
    <pixiContainer sortableChildren>
      {/* i18n-ignore: Pixi node label for tests, never shown */}
      <pixiContainer ref={drawn} label="challenge-model" x={model.x} y={model.y} scale={model.scale}>
        {children}
      </pixiContainer>
      {asking && (
        // i18n-ignore: Pixi node label for tests, never shown
        <pixiContainer label="challenge-question">
          <Banner
            x={L.question.x}
            y={L.question.y}
            width={L.question.w}
            text={question}
            size={portrait ? 26 : 30}
            lines={L.question.lines}
          />
        </pixiContainer>
      )}
      {asking ? (
        <AskPanel
          x={L.panel.x}
          y={L.panel.y}
          scale={L.panel.scale}
          question={short}
          typed={round.ask.typed}
          level={round.progress.track.level}
          // i18n-ignore: a state value, never shown
          feedback="none"
          onPad={onPad}
        />
      ) : (
        <LevelBadge x={badge.x} y={badge.y} level={round.progress.track.level} />
      )}
      {round.phase === 'done' && (
        <SharingCard
          title={challengeTexts.done}
          message={challengeTexts.score(round.right, round.facts.length)}
          actions={[
            { label: challengeTexts.newChallenge, color: '#16a34a', onPress: onNew },
            { label: replayLabel, color: '#5b3cc4', onPress: onReplay },
          ]}
        />
      )}
    </pixiContainer>
  );
}
