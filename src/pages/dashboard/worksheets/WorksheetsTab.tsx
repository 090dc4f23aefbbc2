import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { worksheetPath } from '@/app/paths';
import { PackAction } from '@/components/pack/PackAction';
import { worksheetIsFree } from '@/content/packRules';
import { type WorksheetCategory, worksheets } from '@/content/worksheets';
import { usePack } from '@/state/pack';
import { TabHeading } from '../TabSkeleton';

// Issue 37's card loads on its own: the fixed sheets' tab stays as small as it was.
const ThisWeeksSheet = lazy(() => import('./sheet/ThisWeeksSheet'));

type Filter = 'all' | WorksheetCategory;
const filters: readonly Filter[] = ['all', 'multiplication', 'division', 'mixed'];
const categoryIcon: Record<WorksheetCategory, string> = { multiplication: '×', division: '÷', mixed: '×÷' };

/** Worksheets tab: 9 printable PDFs, filterable by category. */
export default function WorksheetsTab() {
  const { t } = useLingui();
  const label: Record<Filter, string> = {
    all: t`All`,
    multiplication: t`Multiplication`,
    division: t`Division`,
    mixed: t`Mixed`,
  };
  const [filter, setFilter] = useState<Filter>('all');
  const shown = worksheets.filter((w) => filter === 'all' || w.category === filter);
  // Issue 36: without the Fun Pack (payments on) only the first two download.
  const pack = usePack();
  const locked = (id: string) =>
    !worksheetIsFree(worksheets.findIndex((w) => w.id === id)) && pack?.payments === true && !pack.has_pack;
  return (
    <section aria-labelledby="worksheets-title">
      <TabHeading
        id="worksheets-title"
        emoji="📝"
        title={t`Worksheets`}
        intro={t`Print a page, grab a pencil, and practise away from the screen.`}
      />
      <Suspense fallback={null}>
        <ThisWeeksSheet />
      </Suspense>
      <fieldset className="mt-6 flex flex-wrap gap-2">
        <legend className="sr-only">
          <Trans>Filter by category</Trans>
        </legend>
        {filters.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className="h-11 rounded-full border-2 border-primary-soft bg-white px-5 text-base font-bold text-primary-dark hover:bg-primary-soft aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white"
          >
            {label[f]}
          </button>
        ))}
      </fieldset>
      <p className="sr-only" aria-live="polite">
        <Plural value={shown.length} one="# worksheet shown" other="# worksheets shown" />
      </p>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((w) => (
          <li key={w.id}>
            <article
              aria-labelledby={`ws-${w.id}`}
              className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-[0_10px_30px_-18px_rgba(67,42,156,0.5)]"
            >
              <div className="flex items-center gap-3 px-5 pt-5">
                <span
                  aria-hidden="true"
                  style={{ backgroundColor: w.color }}
                  className="grid size-12 shrink-0 place-items-center rounded-2xl font-display text-2xl font-bold text-white"
                >
                  {categoryIcon[w.category]}
                </span>
                <span className="rounded-full bg-cloud px-3 py-1 text-sm font-bold capitalize text-ink-soft">
                  <Trans>
                    {label[w.category]} · ages {w.ages}
                  </Trans>
                </span>
              </div>
              <div className="flex flex-1 flex-col gap-3 p-5">
                <h2 id={`ws-${w.id}`} className="font-display text-xl font-bold text-ink">
                  {w.title}
                </h2>
                <p className="text-base text-ink-soft">
                  {w.description}{' '}
                  <Plural
                    value={w.problems.length}
                    one="# problem and an answer key."
                    other="# problems and an answer key."
                  />
                </p>
                {locked(w.id) && <PackAction titleId={`ws-${w.id}`} />}
                <a
                  hidden={locked(w.id)}
                  href={worksheetPath(w.file)}
                  download={w.file}
                  data-testid={`worksheet-${w.id}`}
                  // The visible words first (label in name), then which worksheet.
                  aria-label={t`Download PDF: ${w.title}`}
                  className="mt-auto flex h-12 items-center justify-center gap-2 rounded-2xl border-2 border-primary bg-white font-display text-lg font-bold text-primary-dark hover:bg-primary hover:text-white"
                >
                  <Trans>
                    <span aria-hidden="true">⬇</span> Download PDF
                  </Trans>
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
