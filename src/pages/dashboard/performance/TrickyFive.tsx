import { allFacts, type FactCell, type FactKey, factText, streakText } from '@/fluency';
import { STATE_LOOK, trickyFive } from './factGridModel';

const ALL = [...allFacts('mul'), ...allFacts('div')];

/** Why a fact is tricky, in a few words: "Stuck · 3 misses", "Accurate but slow · 4.2 s". */
function why(cell: FactCell): string {
  const parts = [STATE_LOOK[cell.state].label];
  if (cell.misses > 0) parts.push(cell.misses === 1 ? '1 miss' : `${cell.misses} misses`);
  else if (cell.ms !== null) parts.push(`${(cell.ms / 1000).toFixed(1)} s`);
  return parts.join(' · ');
}

/** The five facts the child finds hardest now, and the practice streak, beside the grid. */
export function TrickyFive({ cells, streak }: { cells: ReadonlyMap<FactKey, FactCell>; streak: number }) {
  const tricky = trickyFive(cells, ALL);
  return (
    <div className="space-y-5">
      <section aria-labelledby="tricky-title">
        <h3 id="tricky-title" className="mb-2 font-display text-lg font-semibold text-ink">
          Tricky five
        </h3>
        {tricky.length === 0 ? (
          <p className="text-ink-soft">No tricky facts right now. Well done!</p>
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
          Practice streak
        </h3>
        <p className="flex items-center gap-2 text-lg text-ink" data-testid="fact-streak">
          <span aria-hidden="true">🔥</span>
          {streakText(streak)}
        </p>
      </section>
    </div>
  );
}
