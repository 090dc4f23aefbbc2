import { t } from '@lingui/core/macro';
import { textStyle } from '@scenes/engine/fonts';
import { useTextResolution } from '@scenes/engine/LayoutContext';
import type { Graphics } from '@scenes/engine/pixi';
import { Tappable } from '@scenes/engine/ui/Button';
import { drawPanel, drawPlayer } from '@scenes/kits/sharing/art';
import { useCallback, useMemo } from 'react';
import { hex } from '@/lib/theme';
import type { TeamBox } from './layout';
import type { Player } from './logic';

/** Props of one team card. */
export interface TeamCardProps {
  index: number;
  color: string;
  box: TeamBox;
  seat: number;
  members: Player[];
  /** Whether the + slot and the players take taps (not after Form Teams or the end). */
  editable: boolean;
  onAdd: () => void;
  onRemove: (playerId: number) => void;
}

/** A team: its colour and name, its players ("Player N", tap to bench) and the next "+" slot. */
export function TeamCard({ index, color, box, seat, members, editable, onAdd, onRemove }: TeamCardProps) {
  const resolution = useTextResolution();
  const full = members.length >= box.seats.length;
  const c = hex(color);
  const drawCard = useCallback(
    (g: Graphics) => {
      g.clear();
      drawPanel(g, box.x, box.y, box.w, box.h, 0xffffff, 18, 0.92);
      g.roundRect(box.x, box.y, box.w, box.h, 18).stroke({ color: full ? 0x16a34a : c, width: full ? 5 : 3 });
      g.roundRect(box.x + 8, box.y + box.h / 2 - 20, 70, 40, 12).fill(c);
      box.seats.forEach((s, k) => {
        if (k < members.length) return;
        g.circle(s.x, s.y, seat * 0.4)
          .fill({ color: c, alpha: k === members.length ? 0.2 : 0.08 })
          .stroke({
            color: c,
            width: 2,
            alpha: 0.6,
          });
      });
    },
    [box, seat, members.length, full, c],
  );
  const labelStyle = useMemo(() => textStyle({ size: 18, weight: '700', color: '#ffffff' }), []);
  const plusStyle = useMemo(
    () => textStyle({ size: Math.round(seat * 0.6), weight: '700', color }),
    [seat, color],
  );
  const next = box.seats[members.length];
  return (
    <pixiContainer>
      <pixiGraphics draw={drawCard} />
      <pixiText
        text={full ? `✓ ${index + 1}` : t`Team ${index + 1}`}
        x={box.x + 43}
        y={box.y + box.h / 2}
        anchor={0.5}
        style={labelStyle}
        resolution={resolution}
      />
      {members.map((p, k) => (
        <Tappable
          key={p.id}
          x={box.seats[k].x}
          y={box.seats[k].y}
          width={seat}
          height={seat}
          name={p.name}
          disabled={!editable}
          onPress={() => onRemove(p.id)}
        >
          <pixiGraphics draw={(g: Graphics) => drawMember(g, seat, p.id, c)} />
        </Tappable>
      ))}
      {next && (
        <Tappable
          x={next.x}
          y={next.y}
          width={seat}
          height={seat}
          name={t`Team ${index + 1} slot`}
          disabled={!editable}
          onPress={onAdd}
        >
          <pixiText text="+" anchor={0.5} style={plusStyle} resolution={resolution} />
        </Tappable>
      )}
    </pixiContainer>
  );
}

/** A player in team colours with a white disc behind so they stand out on the card. */
function drawMember(g: Graphics, seat: number, id: number, color: number): void {
  g.clear();
  g.circle(0, 0, seat * 0.45).fill({ color, alpha: 0.15 });
  drawPlayer(g, 0, 0, seat * 0.85, id, color);
}
