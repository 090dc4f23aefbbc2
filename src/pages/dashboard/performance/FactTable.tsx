import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { type Fact, type FactOp, factKey } from '@/fluency';
import { factAt } from './factGridModel';

const N = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** What one cell of a 10 × 10 fact table shows. */
export interface TableCell {
  /** The accessible name, e.g. "7 × 8: Fluent, 2.1 s, 6 tries". */
  label: string;
  className: string;
  content: ReactNode;
}

/**
 * A 10 × 10 table of the facts of one operation: row a (down), column b (across); ÷ cells ask
 * (a·b) ÷ b. Cells are buttons with one tab stop (roving tabindex): arrows, Home and End move, so
 * a keyboard user does not tab through 100 cells. The table scrolls sideways by itself on a narrow
 * screen, never the page.
 */
export function FactTable({
  op,
  label,
  cellOf,
  selected,
  onSelect,
}: {
  op: FactOp;
  label: string;
  cellOf: (fact: Fact) => TableCell;
  selected: string | null;
  onSelect: (fact: Fact) => void;
}) {
  const [focus, setFocus] = useState<[number, number]>([1, 1]);
  const table = useRef<HTMLTableElement>(null);

  const move = (e: KeyboardEvent, a: number, b: number) => {
    const next: Record<string, [number, number]> = {
      ArrowUp: [a - 1, b],
      ArrowDown: [a + 1, b],
      ArrowLeft: [a, b - 1],
      ArrowRight: [a, b + 1],
      Home: [a, 1],
      End: [a, 10],
    };
    const to = next[e.key];
    if (!to) return;
    e.preventDefault();
    const clamped: [number, number] = [Math.min(10, Math.max(1, to[0])), Math.min(10, Math.max(1, to[1]))];
    setFocus(clamped);
    table.current?.querySelector<HTMLButtonElement>(`[data-cell="${clamped[0]}-${clamped[1]}"]`)?.focus();
  };

  return (
    <div className="max-w-full overflow-x-auto pb-1">
      <table
        ref={table}
        aria-label={label}
        className="border-separate border-spacing-px sm:border-spacing-0.5"
      >
        <thead>
          <tr>
            <th scope="col" className="size-8 text-xs font-bold text-ink-soft">
              {op === 'mul' ? '×' : '÷'}
            </th>
            {N.map((b) => (
              <th key={b} scope="col" className="text-sm font-bold text-ink-soft">
                {b}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {N.map((a) => (
            <tr key={a}>
              <th scope="row" className="pr-1 text-right text-sm font-bold text-ink-soft">
                {a}
              </th>
              {N.map((b) => {
                const fact = factAt(op, a, b);
                const cell = cellOf(fact);
                const isFocus = focus[0] === a && focus[1] === b;
                const isSelected = selected === factKey(fact);
                return (
                  <td key={b} className="p-0">
                    <button
                      type="button"
                      data-cell={`${a}-${b}`}
                      tabIndex={isFocus ? 0 : -1}
                      aria-label={cell.label}
                      aria-pressed={isSelected}
                      onClick={() => {
                        setFocus([a, b]);
                        onSelect(fact);
                      }}
                      onKeyDown={(e) => move(e, a, b)}
                      className={`grid size-[25px] place-items-center rounded-md text-xs font-bold leading-none sm:size-10 sm:text-sm ${cell.className} ${
                        isSelected ? 'outline-3 outline-offset-1 outline-primary' : ''
                      }`}
                    >
                      {cell.content}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
