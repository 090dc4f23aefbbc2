import { useCallback, useMemo, useRef } from 'react';
import { drawCard, drawStar } from '../draw';
import { textStyle } from '../fonts';
import { useLayout, useTextResolution } from '../LayoutContext';
import type { Container, Graphics } from '../pixi';
import { Button } from './Button';
import { Confetti } from './Confetti';
import { cardPlacement } from './cardPlacement';
import { useCardPop } from './cardPop';
import { Pip } from './Pip';

/** A button on the completion card. */
export interface CardAction {
  label: string;
  onPress: () => void;
  color?: string;
}

/** Props of the completion card. */
export interface CompletionCardProps {
  title: string;
  message?: string;
  /** Stars shown in a row on the card (0-5). */
  stars?: number;
  actions: CardAction[];
  /** Centre x in design px (default: the middle), for a card beside what it celebrates. */
  x?: number;
  /** Centre y in design px (default: a little below the middle). */
  y?: number;
  /**
   * A caption's top (design y): the card (scaled down if it must) stays above it, so it never covers
   * the scene's message panel or the Pip beside it.
   */
  above?: number;
}

/**
 * The end-of-game celebration (no full-screen dim: big fills are slow on software WebGL): pops in a card with cheering Pip, the title, a
 * message, a row of stars and the actions ("Next Game", "Play Again"), with confetti.
 */
export function CompletionCard({ title, message, stars = 3, actions, x, y, above }: CompletionCardProps) {
  const { width, height, portrait } = useLayout();
  const resolution = useTextResolution();
  const cardRef = useRef<Container>(null);
  const cardW = portrait ? 420 : 520;
  const cardH = message ? 420 : 360;
  const place = cardPlacement(height, cardH, y, above);
  const card = useCallback(
    (g: Graphics) => {
      g.clear();
      drawCard(g, cardW, cardH, 0xfffdf8, 32, 0xfbbf24);
      const n = Math.max(0, Math.min(5, stars));
      for (let i = 0; i < n; i++)
        drawStar(g, (i - (n - 1) / 2) * 58, -cardH / 2 + 128, i === Math.floor(n / 2) ? 26 : 22, 0xfbbf24);
    },
    [cardW, cardH, stars],
  );
  const titleStyle = useMemo(
    () => textStyle({ size: 40, color: '#5b3cc4', weight: '700', wrap: cardW - 40 }),
    [cardW],
  );
  const bodyStyle = useMemo(
    () => textStyle({ size: 26, color: '#1f1b2e', weight: '500', wrap: cardW - 60 }),
    [cardW],
  );
  useCardPop(cardRef, place.scale);
  const buttonW = actions.length > 1 ? (cardW - 80) / 2 : 260;
  // Side by side on a phone, "New challenge" and "Explore Again" ran over their buttons' edges: the
  // labels share one size that fits the longest (a bold character is at most ~0.5 of the font size wide: "Explore Again" is 0.43).
  const longest = Math.max(...actions.map((a) => a.label.length), 1);
  const labelSize = Math.min(28, Math.floor((buttonW - 28) / (0.5 * longest)));
  return (
    <pixiContainer>
      <Confetti />
      {/* i18n-ignore: Pixi node label for tests, never shown */}
      <pixiContainer ref={cardRef} label="completion-card" x={x ?? width / 2} y={place.y} scale={place.scale}>
        <pixiGraphics draw={card} />
        <Pip x={0} y={-cardH / 2 - 10} pose="cheering" size={0.8} />
        <pixiText text={title} anchor={0.5} y={-cardH / 2 + 70} style={titleStyle} resolution={resolution} />
        {message && <pixiText text={message} anchor={0.5} y={10} style={bodyStyle} resolution={resolution} />}
        {actions.map((action, i) => (
          <Button
            key={action.label}
            label={action.label}
            color={action.color ?? '#16a34a'}
            x={(i - (actions.length - 1) / 2) * (buttonW + 20)}
            y={cardH / 2 - 70}
            width={buttonW}
            height={76}
            fontSize={labelSize}
            onPress={action.onPress}
          />
        ))}
      </pixiContainer>
    </pixiContainer>
  );
}
