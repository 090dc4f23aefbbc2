import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type FactCell, type FactKey, type FactOp, factKey, parseFactKey } from '@/fluency';
import { FactLegend } from './FactLegend';
import { FactTable } from './FactTable';
import { cellLabel, STATE_LOOK } from './factGridModel';
import { howToRead, OpSwitch } from './OpSwitch';

const NEW_CELL: FactCell = { state: 'new', ms: null, tries: 0, misses: 0 };

/**
 * One child's 10 × 10 fact grid with a ×/÷ switch: each cell shows its state by colour and icon,
 * is named like "7 × 8: Fluent, 2.1 s, 6 tries", and when chosen reads out below the grid.
 */
export function FactGrid({ cells, name }: { cells: ReadonlyMap<FactKey, FactCell>; name: string }) {
  const { t } = useLingui();
  const [op, setOp] = useState<FactOp>('mul');
  const [selected, setSelected] = useState<FactKey | null>(null);
  const cellAt = (key: FactKey) => cells.get(key) ?? NEW_CELL;
  const chosen = selected?.startsWith(op) ? selected : null;
  return (
    <div className="space-y-3">
      <OpSwitch
        op={op}
        onChange={(next) => {
          setOp(next);
          setSelected(null);
        }}
      />
      <p className="text-sm text-ink-soft">{howToRead(op)}</p>
      <FactTable
        op={op}
        label={op === 'mul' ? t`${name}'s multiplication facts` : t`${name}'s division facts`}
        selected={chosen}
        onSelect={(fact) => setSelected(factKey(fact))}
        cellOf={(fact) => {
          const cell = cellAt(factKey(fact));
          return {
            label: cellLabel(fact, cell),
            className: STATE_LOOK[cell.state].className,
            content: (
              <span aria-hidden="true" className="text-sm sm:text-lg">
                {STATE_LOOK[cell.state].icon}
              </span>
            ),
          };
        }}
      />
      <p aria-live="polite" className="min-h-6 font-semibold text-ink">
        {chosen ? cellLabel(parseFactKey(chosen), cellAt(chosen)) : t`Choose a fact to see its details.`}
      </p>
      <FactLegend />
    </div>
  );
}
