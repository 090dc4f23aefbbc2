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
    case 'groups':
      return `${visual.groups} groups of ${visual.size}${visual.leftover ? `, ${visual.leftover} left out` : ''}`;
    case 'array':
      return `${visual.rows} rows of ${visual.cols}`;
    case 'numberLine':
      return visual.direction === 'forward'
        ? `${visual.jumps} jumps of ${visual.step} from 0`
        : `Jumps of ${visual.step} back to 0`;
    case 'sharing':
      return visual.total === 0
        ? `Nothing to share on ${visual.shares} plates`
        : `${visual.total} shared fairly on ${visual.shares} ${visual.shares === 1 ? 'plate' : 'plates'}`;
    case 'equation':
      return 'The parts of a multiplication';
    case 'factorPairs':
      return `Ways to make ${visual.n}`;
    case 'multiples':
      return 'Where do both counts land?';
    case 'factorTree':
      return `Split ${visual.n} into factors`;
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
