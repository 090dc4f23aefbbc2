import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { StudentProfile } from '@/api/types';
import {
  classSummary,
  type FactKey,
  type FactOp,
  type FluencyGrid,
  factKey,
  factText,
  parseFactKey,
} from '@/fluency';
import { FactTable } from './FactTable';
import { classCellLabel, pct } from './factGridModel';
import { howToRead, OpSwitch } from './OpSwitch';

/** Heat by share fluent; the number in the cell says the same, so colour is never alone. */
function heat(share: number): string {
  if (share >= 1) return 'bg-emerald-700 text-white';
  if (share >= 0.75) return 'bg-emerald-300 text-emerald-950';
  if (share >= 0.5) return 'bg-lime-200 text-lime-950';
  if (share >= 0.25) return 'bg-amber-100 text-amber-950';
  return 'bg-white text-ink-soft border border-ink-soft/30';
}

/**
 * The teacher's class view: per fact the share of the class that is fluent (a heat grid with the
 * number in each cell, ! where someone needs help) and, for the chosen fact, who needs help. It
 * uses the same one fact_log call as the child's grid.
 */
export function ClassFacts({ grid, students }: { grid: FluencyGrid; students: readonly StudentProfile[] }) {
  const { t } = useLingui();
  const [op, setOp] = useState<FactOp>('mul');
  const [selected, setSelected] = useState<FactKey | null>(null);
  const summary = useMemo(
    () =>
      classSummary(
        grid,
        students.map((s) => s.id),
      ),
    [grid, students],
  );
  const names = new Map(students.map((s) => [s.id, s.student_name]));
  const chosen = selected?.startsWith(op) ? selected : null;
  const chosenFact = chosen ? summary.get(chosen) : undefined;
  const chosenText = chosen ? factText(parseFactKey(chosen)) : '';
  return (
    <div className="space-y-3">
      <OpSwitch
        op={op}
        onChange={(next) => {
          setOp(next);
          setSelected(null);
        }}
      />
      <p className="text-sm text-ink-soft">
        <Trans>
          Each number is the % of the class that is fluent; ! marks a fact someone needs help with; a dot
          means nobody has practised it yet.
        </Trans>{' '}
        {howToRead(op)}
      </p>
      <FactTable
        op={op}
        label={op === 'mul' ? t`Class multiplication facts` : t`Class division facts`}
        selected={chosen}
        onSelect={(fact) => setSelected(factKey(fact))}
        cellOf={(fact) => {
          const key = factKey(fact);
          const cf = summary.get(key) ?? { fluentShare: 0, needHelp: [], tried: 0 };
          // Nobody has practised it: an empty cell ("not yet"), not a 0 that reads as a bad score.
          if (cf.tried === 0)
            return {
              label: classCellLabel(key, cf),
              className: 'border border-dashed border-ink-soft/40 bg-white text-ink-soft/70',
              content: <span aria-hidden="true">·</span>,
            };
          return {
            label: classCellLabel(key, cf),
            className: `relative ${heat(cf.fluentShare)}`,
            content: (
              <>
                <span aria-hidden="true">{pct(cf.fluentShare)}</span>
                {cf.needHelp.length > 0 && (
                  <span
                    aria-hidden="true"
                    className="absolute -top-1 -right-1 grid size-3.5 place-items-center rounded-full bg-wrong text-[9px] text-white"
                  >
                    !
                  </span>
                )}
              </>
            ),
          };
        }}
      />
      <div aria-live="polite" className="min-h-12 text-ink">
        {chosen && chosenFact ? (
          <>
            <p className="font-semibold">{classCellLabel(chosen, chosenFact)}</p>
            {chosenFact.needHelp.length === 0 ? (
              <p className="text-ink-soft">
                <Trans>Nobody needs help with {chosenText}.</Trans>
              </p>
            ) : (
              <>
                <p className="text-ink-soft">
                  <Trans>Needs help with {chosenText}:</Trans>
                </p>
                <ul aria-label={t`Students who need help`} className="flex flex-wrap gap-2">
                  {chosenFact.needHelp.map((id) => (
                    <li key={id} className="rounded-full bg-wrong-soft px-3 py-1 font-semibold">
                      {names.get(id) ?? t`Unknown student`}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        ) : (
          <p className="text-ink-soft">
            <Trans>Choose a fact to see who needs help with it.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
