import { t } from '@lingui/core/macro';
import { useCallback, useMemo } from 'react';
import { textStyle } from '../../engine/fonts';
import { useTextResolution } from '../../engine/LayoutContext';
import type { Graphics } from '../../engine/pixi';
import type { AreaProps } from './CountingModels';

const INK = 0x1f1b2e;
const VIOLET = 0x5b3cc4;
const ORANGE = 0xf97316;

/** The label over a row of multiples ("Count by 2s"). */
const countBy = (n: number) => t`Count by ${n}s`;

/** Text labels placed by a model. */
export function Labels({
  items,
  size = 24,
  color = '#1f1b2e',
}: {
  items: Array<[string, number, number]>;
  size?: number;
  color?: string;
}) {
  const resolution = useTextResolution();
  const style = useMemo(() => textStyle({ size, color, weight: '700' }), [size, color]);
  return (
    <>
      {items.map(([text, x, y]) => (
        <pixiText
          key={`${text}@${x},${y}`}
          text={text}
          x={x}
          y={y}
          anchor={0.5}
          style={style}
          resolution={resolution}
        />
      ))}
    </>
  );
}

/** Counting by a and by b on one line up to `upTo`: a's marks above, b's marks below. */
export function MultiplesModel({ w, h, a, b, upTo }: AreaProps & { a: number; b: number; upTo: number }) {
  const left = -w / 2 + 24;
  const span = w - 48;
  const xOf = (n: number) => left + (n / upTo) * span;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the geometry derives from the listed props
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      g.moveTo(left, 0)
        .lineTo(left + span, 0)
        .stroke({ color: INK, width: 4, cap: 'round' });
      for (let n = a; n <= upTo; n += a) g.circle(xOf(n), -h * 0.14, 12).fill(VIOLET);
      for (let n = b; n <= upTo; n += b) g.roundRect(xOf(n) - 12, h * 0.14 - 12, 24, 24, 6).fill(ORANGE);
      for (let n = 0; n <= upTo; n += 1)
        g.moveTo(xOf(n), -6).lineTo(xOf(n), 6).stroke({ color: INK, width: 2 });
    },
    [w, h, a, b, upTo],
  );
  const labels: Array<[string, number, number]> = [];
  for (let n = 0; n <= upTo; n += 5) labels.push([String(n), xOf(n), 28]);
  return (
    <>
      <pixiGraphics draw={draw} />
      <Labels items={labels} size={26} />
      <Labels items={[[countBy(a), 0, -h * 0.3]]} size={28} color="#5b3cc4" />
      <Labels items={[[countBy(b), 0, h * 0.3]]} size={28} color="#c2410c" />
    </>
  );
}

/** An equation with its parts named underneath, e.g. 3 × 4 = 12 → factor, factor, product. */
export function EquationModel({
  w,
  a,
  b,
  labels,
}: AreaProps & { a: number; b: number; labels: readonly [string, string, string] }) {
  const parts = [String(a), '×', String(b), '=', String(a * b)];
  const gap = Math.min(w / 5, 100);
  const xs = parts.map((_, i) => (i - 2) * gap);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      for (const i of [0, 2, 4])
        g.roundRect(xs[i] - 44, -44, 88, 88, 22)
          .fill(0xede9fe)
          .stroke({ color: VIOLET, width: 3 });
    },
    [xs],
  );
  return (
    <>
      <pixiGraphics draw={draw} />
      <Labels
        items={parts.map((p, i): [string, number, number] => [p, xs[i], 0])}
        size={48}
        color="#5b3cc4"
      />
      <Labels items={[0, 2, 4].map((i, k): [string, number, number] => [labels[k], xs[i], 80])} size={30} />
    </>
  );
}

/** Every way to make n as a little array: 1 × n, 2 × n/2, … */
export function FactorPairsModel({ w, h, n }: AreaProps & { n: number }) {
  const pairs: Array<[number, number]> = [];
  for (let a = 1; a * a <= n; a++) if (n % a === 0) pairs.push([a, n / a]);
  const rowH = h / pairs.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the geometry derives from the listed props
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      pairs.forEach(([rows, cols], i) => {
        const cy = -h / 2 + rowH * (i + 0.5);
        const cell = Math.min((w * 0.62) / cols, (rowH * 0.8) / rows, 30);
        const left = -w / 2 + w * 0.34;
        for (let r = 0; r < rows; r++)
          for (let c = 0; c < cols; c++)
            g.circle(left + c * cell, cy + (r - (rows - 1) / 2) * cell, cell * 0.38).fill(VIOLET);
      });
    },
    [w, h, n],
  );
  const labels = pairs.map(([a, b], i): [string, number, number] => [
    `${a} × ${b}`,
    -w / 2 + w * 0.15,
    -h / 2 + rowH * (i + 0.5),
  ]);
  return (
    <>
      <pixiGraphics draw={draw} />
      <Labels items={labels} size={30} color="#5b3cc4" />
    </>
  );
}

/** A factor tree that starts splitting n and leaves the last split for the child: n → 2 × n/2 → ? × ?. */
export function FactorTreeModel({ h, n }: AreaProps & { n: number }) {
  const half = n / 2;
  const top = -h * 0.36;
  const low = h * 0.34;
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      const line = (x1: number, y1: number, x2: number, y2: number) =>
        g.moveTo(x1, y1).lineTo(x2, y2).stroke({ color: INK, width: 4, cap: 'round' });
      line(0, top + 28, -80, -28);
      line(0, top + 28, 80, -28);
      line(80, 28, 20, low - 28);
      line(80, 28, 140, low - 28);
      g.circle(-80, 0, 32).fill(0xdcfce7).stroke({ color: 0x16a34a, width: 3 });
      for (const [x, y] of [
        [0, top],
        [80, 0],
        [20, low],
        [140, low],
      ])
        g.circle(x, y, 32).fill(0xede9fe).stroke({ color: VIOLET, width: 3 });
    },
    [top, low],
  );
  return (
    <>
      <pixiGraphics draw={draw} />
      <Labels
        items={[
          [String(n), 0, top],
          ['2', -80, 0],
          [String(half), 80, 0],
          ['?', 20, low],
          ['?', 140, low],
        ]}
        size={32}
        color="#1f1b2e"
      />
    </>
  );
}
