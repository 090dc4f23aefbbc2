import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { performanceStudentPath } from '@/app/paths';
import { type ClassColumn, type ClassRow, classColumns, lastPlayedText, sortRows } from './classRows';

/**
 * The class at a glance (issue 24 §3): a row per child, sortable by any column (the header buttons;
 * aria-sort says which), each name a link to that child's own page.
 */
export function ClassTable({ rows }: { rows: readonly ClassRow[] }) {
  const { t, i18n } = useLingui();
  const [sort, setSort] = useState<{ column: ClassColumn; ascending: boolean }>({
    column: 'name',
    ascending: true,
  });
  const sorted = useMemo(() => sortRows(rows, sort.column, sort.ascending), [rows, sort]);
  const toggle = (column: ClassColumn) =>
    setSort((s) =>
      s.column === column ? { column, ascending: !s.ascending } : { column, ascending: column === 'name' },
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[38rem] text-left" aria-label={t`Class at a glance`}>
        <thead>
          <tr className="border-b-2 border-primary-soft text-sm text-ink-soft">
            {classColumns().map((c) => {
              const active = sort.column === c.key;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className="px-1 py-1 align-bottom"
                  aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : 'none'}
                >
                  <button
                    type="button"
                    onClick={() => toggle(c.key)}
                    className={`inline-flex min-h-11 items-center gap-1 rounded-lg px-1 text-left font-semibold hover:bg-primary-soft ${active ? 'text-primary-dark' : ''}`}
                  >
                    {c.label}
                    <span aria-hidden="true" className="text-xs">
                      {active ? (sort.ascending ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((r) => (
            <tr key={r.id} className="border-b border-primary-soft/70 text-ink">
              <th scope="row" className="px-2 py-2 font-semibold">
                <Link
                  to={performanceStudentPath(r.id)}
                  className="text-primary-dark underline-offset-2 hover:underline"
                >
                  {r.name}
                </Link>
              </th>
              <td className={`px-2 py-2 ${r.lastPlayed ? '' : 'text-ink-soft'}`}>
                {lastPlayedText(r.lastPlayed)}
              </td>
              <td className="px-2 py-2 tabular-nums">{i18n.number(r.minutesWeek)}</td>
              <td className="px-2 py-2 tabular-nums">{i18n.number(r.sessionsWeek)}</td>
              <td className="px-2 py-2 tabular-nums">{i18n.number(r.fluent)}</td>
              <td className="px-2 py-2 tabular-nums">{i18n.number(r.streak)}</td>
              <td className="px-2 py-2 tabular-nums">
                {r.needsHelp > 0 ? (
                  <span className="rounded-full bg-wrong-soft px-2 py-0.5 font-semibold">{r.needsHelp}</span>
                ) : (
                  0
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
