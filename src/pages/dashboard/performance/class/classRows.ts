import { plural, t } from '@lingui/core/macro';
import Papa from 'papaparse';
import type { ClassSummaryChild } from '@/api/get-class-summary';
import { allFacts, type FluencyGrid, factKey } from '@/fluency';

/** One row of the class table (issue 24 §3). */
export interface ClassRow {
  id: string;
  name: string;
  lastPlayed: string | null;
  minutesWeek: number;
  sessionsWeek: number;
  /** Multiplication facts (of 100) that are Fluent or Retained. */
  fluent: number;
  /** Facts the child needs help with: Stuck, or still Learning with misses. */
  needsHelp: number;
  streak: number;
}

/** The sortable columns. */
export type ClassColumn = Exclude<keyof ClassRow, 'id'>;

/** The table's rows: the server's numbers with the Fluent and "needs help" counts from the grid. */
export function classRows(children: readonly ClassSummaryChild[], grid: FluencyGrid): ClassRow[] {
  const mul = allFacts('mul').map(factKey);
  return children.map((c) => {
    const cells = grid.get(c.id);
    let fluent = 0;
    let needsHelp = 0;
    for (const key of mul) {
      const state = cells?.get(key)?.state;
      if (state === 'fluent' || state === 'retained') fluent++;
    }
    for (const cell of cells?.values() ?? []) {
      if (cell.state === 'stuck' || (cell.state === 'learning' && cell.misses > 0)) needsHelp++;
    }
    return {
      id: c.id,
      name: c.name,
      lastPlayed: c.last_played,
      minutesWeek: c.minutes_week,
      sessionsWeek: c.sessions_week,
      fluent,
      needsHelp,
      streak: c.streak,
    };
  });
}

/** Rows sorted by a column (names alphabetically, never-played last when ascending by time). */
export function sortRows(rows: readonly ClassRow[], column: ClassColumn, ascending: boolean): ClassRow[] {
  const dir = ascending ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = x[column];
    const b = y[column];
    let c: number;
    if (typeof a === 'number' && typeof b === 'number') c = a - b;
    else if (column === 'lastPlayed')
      c = (a ? Date.parse(a as string) : 0) - (b ? Date.parse(b as string) : 0);
    else c = String(a).localeCompare(String(b), undefined, { sensitivity: 'base' });
    return c * dir || x.name.localeCompare(y.name);
  });
}

/** "Today", "Yesterday", "3 days ago" or "Not yet", from an ISO time. */
export function lastPlayedText(iso: string | null, now = Date.now()): string {
  if (!iso) return t`Not yet`;
  const day = (ms: number) => Math.floor((ms - new Date(ms).getTimezoneOffset() * 60_000) / 86_400_000);
  const days = day(now) - day(Date.parse(iso));
  if (days <= 0) return t`Today`;
  return days === 1 ? t`Yesterday` : plural(days, { one: '# day ago', other: '# days ago' });
}

/** The column headings in the current language, in the table's order. */
export function classColumns(): { key: ClassColumn; label: string }[] {
  return [
    { key: 'name', label: t`Name` },
    { key: 'lastPlayed', label: t`Last played` },
    { key: 'minutesWeek', label: t`Minutes this week` },
    { key: 'sessionsWeek', label: t`Sessions this week` },
    { key: 'fluent', label: t`Fluent (of 100)` },
    { key: 'streak', label: t`Streak (days)` },
    { key: 'needsHelp', label: t`Needs help` },
  ];
}

/**
 * The table as CSV (papaparse quotes names with commas), with ISO times for "Last played". A name is
 * text a grown-up typed: `escapeFormulae` makes one starting with = + - @ (or a tab or CR) plain text
 * in a spreadsheet, never a formula (issue 35 #8).
 */
export function classCsv(rows: readonly ClassRow[]): string {
  const columns = classColumns();
  return Papa.unparse(
    {
      fields: columns.map((c) => c.label),
      data: rows.map((r) => columns.map((c) => (c.key === 'lastPlayed' ? (r.lastPlayed ?? '') : r[c.key]))),
    },
    { escapeFormulae: true },
  );
}
