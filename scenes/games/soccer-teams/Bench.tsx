import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { drawPanel, drawPlayer } from '@scenes/kits/sharing/art';
import { useCallback, useMemo } from 'react';
import type { Box } from './layout';
import type { Player } from './logic';

/** The bench: every unassigned player drawn as a countable figure in list order, with a count. */
export function Bench({
  box,
  spots,
  size,
  players,
  label,
}: {
  box: Box;
  spots: { x: number; y: number }[];
  size: number;
  players: Player[];
  label: string;
}) {
  const resolution = useTextResolution();
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      drawPanel(g, box.x, box.y, box.w, box.h, 0xfef3c7, 20, 0.95);
      g.roundRect(box.x + 10, box.y + box.h - 16, box.w - 20, 8, 4).fill(0xb45309);
      players.forEach((p, i) => {
        const s = spots[i];
        if (s) drawPlayer(g, s.x, s.y, size, p.id, 0x94a3b8);
      });
    },
    [box, spots, size, players],
  );
  const style = useMemo(() => textStyle({ size: 22, weight: '700', color: '#78350f' }), []);
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      <pixiText
        text={label}
        x={box.x + box.w / 2}
        y={box.y + 20}
        anchor={0.5}
        style={style}
        resolution={resolution}
      />
    </pixiContainer>
  );
}
