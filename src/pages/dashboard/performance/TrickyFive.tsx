import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { allFacts, type FactCell, type FactKey, factText, streakText } from '@/fluency';
import { STATE_LOOK, seconds, trickyFive } from './factGridModel';

const ALL = [...allFacts('mul'), ...allFacts('div')];

/** Why a fact is tricky, in a few words: "Stuck · 3 misses", "Accurate but slow · 4.2 s". */
function why(cell: FactCell): string {
  const parts = [STATE_LOOK[cell.state].label];
  if (cell.misses > 0) parts.push(plural(cell.misses, { one: '# miss', other: '# misses' }));
  else if (cell.ms !== null) parts.push(seconds(cell.ms));
  return parts.join(' · ');
}

/** The five facts the child finds hardest now, and the practice streak, beside the grid. */
export function TrickyFive({ cells, streak }: { cells: ReadonlyMap<FactKey, FactCell>; streak: number }) {
  const tricky = trickyFive(cells, ALL);
  return (
    <div className="space-y-5">
      <section aria-labelledby="tricky-title">
        <h3 id="tricky-title" className="mb-2 font-display text-lg font-semibold text-ink">
          <Trans>Tricky five</Trans>
        </h3>
        {tricky.length === 0 ? (
          <p className="text-ink-soft">
            <Trans>No tricky facts right now. Well done!</Trans>
          </p>
        ) : (
          <ol className="space-y-2">
            {tricky.map(({ fact, cell }) => (
              <li key={`${fact.op}:${fact.a}:${fact.b}`} className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={`grid size-8 shrink-0 place-items-center rounded-md text-sm font-bold ${STATE_LOOK[cell.state].className}`}
                >
                  {STATE_LOOK[cell.state].icon}
                </span>
                <span className="whitespace-nowrap font-display text-lg font-bold text-ink">
                  {factText(fact)}
                </span>
                <span className="text-sm text-ink-soft">{why(cell)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="streak-title">
        <h3 id="streak-title" className="mb-1 font-display text-lg font-semibold text-ink">
          <Trans>Practice streak</Trans>
        </h3>
        <p className="flex items-center gap-2 text-lg text-ink" data-testid="fact-streak">
          <span aria-hidden="true">🔥</span>
          {streakText(streak)}
        </p>
      </section>
    </div>
  );
}
