import { t } from '@lingui/core/macro';
import { textStyle } from '@scenes/engine/fonts';
import { useLayout, useTextResolution } from '@scenes/engine/LayoutContext';
import { CompletionCard } from '@scenes/engine/ui/CompletionCard';
import { MessagePanel } from '@scenes/engine/ui/MessagePanel';
import { Pip } from '@scenes/engine/ui/Pip';
import { StarCounter } from '@scenes/engine/ui/StarCounter';
import { challengeTexts } from '@scenes/kits/challenge/texts';
import { type ReactNode, useMemo } from 'react';

/** The completion card's button: the manifest says where it leads (the reducer asks for 'next'). */
export function nextGameLabel(): string {
  return t`Next Game`;
}

/** The completion card of a finished space game. */
export interface MissionFinish {
  title: string;
  message: string;
  stars: number;
}

/** What differs between the space games around their play field. */
export interface MissionLayoutProps {
  /** The task at the top, dimmed once the child has started. */
  prompt: string;
  started: boolean;
  /** The running count and its unit ("27 rockets"). */
  count: number;
  unit: string;
  /** The message panel's lines (the reducer says the same words). */
  lines: string[];
  /** The completion card once the game is finished; null before. */
  finish: MissionFinish | null;
  onNext: () => void;
  /** The end card's New challenge (issue 33): a challenge round follows. */
  onNewChallenge: () => void;
  /** The play field: planets or mission cards, drawn between the counter and Pip. */
  children: ReactNode;
}

/**
 * The layout every space game shares: the prompt and the running count at the top, the play field,
 * Pip beside the message panel at the bottom, and the completion card with Next Game above the panel
 * (so the last lines stay readable).
 */
export function MissionLayout({
  prompt,
  started,
  count,
  unit,
  lines,
  finish,
  onNext,
  onNewChallenge,
  children,
}: MissionLayoutProps) {
  const { width, height, portrait } = useLayout();
  const resolution = useTextResolution();
  const promptStyle = useMemo(
    () => textStyle({ size: 28, color: '#ffffff', weight: '600', wrap: portrait ? 440 : 620 }),
    [portrait],
  );
  const panelY = portrait ? height - 90 : height - 82;
  return (
    <pixiContainer>
      <pixiText
        text={prompt}
        anchor={portrait ? 0.5 : { x: 0, y: 0.5 }}
        x={portrait ? width / 2 : 36}
        y={46}
        style={promptStyle}
        resolution={resolution}
        alpha={started ? 0.75 : 1}
      />
      <StarCounter
        x={portrait ? width / 2 : width - 130}
        y={portrait ? 118 : 46}
        value={count}
        label={unit}
      />
      {children}
      <Pip
        x={portrait ? 58 : 80}
        y={panelY - 6}
        pose={finish ? 'cheering' : started ? 'happy' : 'thinking'}
        size={portrait ? 0.6 : 0.75}
      />
      <MessagePanel
        x={portrait ? width / 2 + 46 : width / 2 + 30}
        y={panelY}
        width={portrait ? 360 : 600}
        lines={lines}
      />
      {finish && (
        <CompletionCard
          above={panelY - 62}
          title={finish.title}
          message={finish.message}
          stars={finish.stars}
          actions={[
            { label: challengeTexts.newChallenge, color: '#16a34a', onPress: onNewChallenge },
            { label: nextGameLabel(), color: '#5b3cc4', onPress: onNext },
          ]}
        />
      )}
    </pixiContainer>
  );
}
