import { drawCard, drawStar } from '@scenes/engine/draw';
import { textStyle } from '@scenes/engine/fonts';
import { useLayout, useTextResolution } from '@scenes/engine/LayoutContext';
import type { Container, Graphics } from '@scenes/engine/pixi';
import { Button } from '@scenes/engine/ui/Button';
import type { CardAction } from '@scenes/engine/ui/CompletionCard';
import { Confetti } from '@scenes/engine/ui/Confetti';
import { useCardPop } from '@scenes/engine/ui/cardPop';
import { Pip } from '@scenes/engine/ui/Pip';
import { useCallback, useMemo, useRef } from 'react';

/**
 * The engine's completion card, with its actions stacked full-width so long labels ("Previous Game",
 * "Back to Dashboard", "Complete Series") fit a phone. Cheering Pip, stars and confetti as usual.
 */
export function SharingCard({
  title,
  message,
  actions,
}: {
  title: string;
  message: string;
  actions: CardAction[];
}) {
  const { width, height, portrait } = useLayout();
  const resolution = useTextResolution();
  const ref = useRef<Container>(null);
  const cardW = portrait ? 420 : 480;
  const buttonH = 70;
  const cardH = 270 + actions.length * (buttonH + 14);
  const top = -cardH / 2;
  const card = useCallback(
    (g: Graphics) => {
      g.clear();
      drawCard(g, cardW, cardH, 0xfffdf8, 32, 0xfbbf24);
      for (let i = 0; i < 3; i++) drawStar(g, (i - 1) * 58, top + 120, i === 1 ? 26 : 22, 0xfbbf24);
    },
    [cardW, cardH, top],
  );
  const titleStyle = useMemo(
    () => textStyle({ size: 40, color: '#5b3cc4', weight: '700', wrap: cardW - 40 }),
    [cardW],
  );
  const bodyStyle = useMemo(
    () => textStyle({ size: 26, color: '#1f1b2e', weight: '600', wrap: cardW - 50 }),
    [cardW],
  );
  useCardPop(ref);
  return (
    <pixiContainer zIndex={2000}>
      <Confetti />
      <pixiContainer ref={ref} x={width / 2} y={height / 2 + 30}>
        <pixiGraphics draw={card} />
        <Pip x={0} y={top - 10} pose="cheering" size={0.8} />
        <pixiText text={title} anchor={0.5} y={top + 66} style={titleStyle} resolution={resolution} />
        <pixiText text={message} anchor={0.5} y={top + 185} style={bodyStyle} resolution={resolution} />
        {actions.map((action, i) => (
          <Button
            key={action.label}
            label={action.label}
            color={action.color ?? '#16a34a'}
            x={0}
            y={top + 250 + i * (buttonH + 14) + buttonH / 2}
            width={cardW - 70}
            height={buttonH}
            fontSize={28}
            onPress={action.onPress}
          />
        ))}
      </pixiContainer>
    </pixiContainer>
  );
}
