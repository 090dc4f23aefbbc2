import { plural, t } from '@lingui/core/macro';
import { useCallback, useMemo } from 'react';
import type { Visual } from '@/content/lessons/types';
import { drawCard } from '../../engine/draw';
import { textStyle } from '../../engine/fonts';
import { useTextResolution } from '../../engine/LayoutContext';
import type { Graphics } from '../../engine/pixi';
import { ArrayModel, GroupsModel, SharingModel } from './CountingModels';
import { NumberLineModel } from './NumberLine';
import { EquationModel, FactorPairsModel, FactorTreeModel, MultiplesModel } from './NumberModels';

/** The caption under a model: what the picture shows, never the answer. */
export function captionOf(visual: Visual): string {
  switch (visual.kind) {
    case 'groups': {
      const { groups, size, leftover } = visual;
      return leftover ? t`${groups} groups of ${size}, ${leftover} left out` : t`${groups} groups of ${size}`;
    }
    case 'array': {
      const { rows, cols } = visual;
      return t`${rows} rows of ${cols}`;
    }
    case 'numberLine': {
      const { jumps, step } = visual;
      return visual.direction === 'forward'
        ? t`${jumps} jumps of ${step} from 0`
        : t`Jumps of ${step} back to 0`;
    }
    case 'sharing': {
      const { total, shares } = visual;
      if (total === 0) return t`Nothing to share on ${shares} plates`;
      return plural(shares, {
        one: `${total} shared fairly on # plate`,
        other: `${total} shared fairly on # plates`,
      });
    }
    case 'equation':
      return t`The parts of a multiplication`;
    case 'factorPairs': {
      const { n } = visual;
      return t`Ways to make ${n}`;
    }
    case 'multiples':
      return t`Where do both counts land?`;
    case 'factorTree': {
      const { n } = visual;
      return t`Split ${n} into factors`;
    }
  }
}

/**
 * The lesson's visual model in a white card: drawn from the lesson data, with a caption. `revealed`
 * (after CHECK) lets a model show what would give the answer away before.
 */
export function VisualModel({
  visual,
  revealed,
  x,
  y,
  w,
  h,
}: {
  visual: Visual;
  revealed: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
}) {
  const resolution = useTextResolution();
  const card = useCallback(
    (g: Graphics) => {
      g.clear();
      drawCard(g, w, h, 0xffffff, 28, 0xddd6fe);
    },
    [w, h],
  );
  const captionStyle = useMemo(
    () => textStyle({ size: 30, color: '#4b4763', weight: '600', wrap: w - 40 }),
    [w],
  );
  const area = { w: w - 40, h: h - 90 };
  const model = (() => {
    switch (visual.kind) {
      case 'groups':
        return (
          <GroupsModel
            {...area}
            groups={visual.groups}
            size={visual.size}
            item={visual.item}
            leftover={visual.leftover}
          />
        );
      case 'array':
        return <ArrayModel {...area} rows={visual.rows} cols={visual.cols} item={visual.item} />;
      case 'sharing':
        return <SharingModel {...area} total={visual.total} shares={visual.shares} item={visual.item} />;
      case 'numberLine':
        return (
          <NumberLineModel
            {...area}
            step={visual.step}
            jumps={visual.jumps}
            direction={visual.direction}
            hopper={visual.hopper}
            revealed={revealed}
          />
        );
      case 'multiples':
        return <MultiplesModel {...area} a={visual.a} b={visual.b} upTo={visual.upTo} />;
      case 'equation':
        return <EquationModel {...area} a={visual.a} b={visual.b} labels={visual.labels} />;
      case 'factorPairs':
        return <FactorPairsModel {...area} n={visual.n} />;
      case 'factorTree':
        return <FactorTreeModel {...area} n={visual.n} />;
    }
  })();
  return (
    <pixiContainer x={x + w / 2} y={y + h / 2}>
      <pixiGraphics draw={card} />
      <pixiContainer y={-22}>{model}</pixiContainer>
      <pixiText
        text={captionOf(visual)}
        anchor={0.5}
        y={h / 2 - 30}
        style={captionStyle}
        resolution={resolution}
      />
    </pixiContainer>
  );
}
