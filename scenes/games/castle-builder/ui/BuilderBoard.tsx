import { useLayout } from '@scenes/engine/LayoutContext';
import { Banner } from '@scenes/engine/ui/Banner';
import { Button } from '@scenes/engine/ui/Button';
import { type CardAction, CompletionCard } from '@scenes/engine/ui/CompletionCard';
import { Pip } from '@scenes/engine/ui/Pip';
import { Sparkles } from '@scenes/engine/ui/Sparkles';
import { castleMessages } from '@scenes/kits/castle/messages';
import { LevelBadge } from '@scenes/kits/challenge/LevelBadge';
import { Block, type BlockMark } from './Block';
import { builderLayout } from './builderLayout';
import { EquationBoard } from './EquationBoard';
import { FoundationSite } from './FoundationSite';

/** What the board draws: the spec's round or a challenge round, already read. */
export interface BuilderBoardProps {
  values: readonly number[];
  selected: readonly number[];
  placed: readonly number[];
  total: number | null;
  target: number;
  built: boolean;
  /** Blocks can be tapped. */
  playing: boolean;
  /** The goal in the banner, or null once the card shows. */
  goal: string | null;
  canBuild: boolean;
  onTap: (block: number) => void;
  onBuild: () => void;
  card: { title: string; message: string; stars: number; actions: CardAction[] } | null;
  /** A challenge round's level (a badge), or null in the spec's round. */
  level: number | null;
  /** Changes with each foundation of a round: the site is laid anew. */
  site: number;
}

/** How a block looks: idle, picked, or picked with a wrong total. */
function markOf(p: BuilderBoardProps, block: number): BlockMark {
  if (!p.selected.includes(block)) return 'idle';
  return p.total !== null && p.total !== p.target ? 'wrong' : 'selected';
}

/** The Castle Foundation board: goal, equation slate, Build Foundation, six blocks and the castle site. */
export function BuilderBoard(p: BuilderBoardProps) {
  const { portrait } = useLayout();
  const L = builderLayout(portrait);
  const picked = p.selected.map((b) => p.values[b]);
  return (
    <pixiContainer>
      {L.pip && <Pip x={L.pip.x} y={L.pip.y} size={L.pip.size} pose={p.built ? 'cheering' : 'happy'} />}
      {p.goal !== null && <Banner shape="ribbon" {...L.banner} text={p.goal} size={portrait ? 30 : 34} />}
      {p.level !== null && p.card === null && (
        <LevelBadge x={portrait ? 240 : 256} y={portrait ? 112 : 118} level={p.level} />
      )}
      <FoundationSite
        key={p.site}
        x={L.site.x}
        groundY={L.groundY}
        unit={L.site.unit}
        values={p.values}
        placed={p.placed}
        from={L.blocks}
        blockWidth={L.blockWidth}
        blockHeight={L.blockHeight}
      />
      <EquationBoard {...L.board} picked={picked} total={p.total} target={p.target} />
      <Button
        {...L.button}
        label={castleMessages.buildFoundation}
        onPress={p.onBuild}
        disabled={!p.canBuild}
        color="#5b3cc4"
        fontSize={portrait ? 32 : 30}
      />
      {p.values.map((value, i) => (
        <Block
          key={`${p.site}-${value}`}
          x={L.blocks[i].x}
          y={L.blocks[i].y}
          width={L.blockWidth}
          height={L.blockHeight}
          index={i}
          value={value}
          mark={markOf(p, i)}
          placed={p.placed.includes(i)}
          enabled={p.playing && !p.placed.includes(i)}
          onTap={p.onTap}
        />
      ))}
      <Sparkles x={L.site.x} y={L.groundY - 120} burst={p.built ? p.site + 1 : 0} radius={170} />
      {p.card && (
        <CompletionCard
          title={p.card.title}
          message={p.card.message}
          stars={p.card.stars}
          actions={p.card.actions}
        />
      )}
    </pixiContainer>
  );
}
