import {
  allFacts,
  classSummary,
  type FactLogInput,
  type FluencyGrid,
  factKey,
  factText,
  parseFactKey,
  statesFromFactLog,
} from '../../src/fluency';
import { shownName } from '../../src/lib/classNames';

/** One child's week as week_stats() answers it. */
export interface WeekRow {
  student_id: string;
  student_name: string;
  student_grade: string | null;
  minutes_week: number;
  sessions_week: number;
  streak: number;
}

/** What the weekly email says about one child (first name only). */
export interface ChildWeek {
  firstName: string;
  minutes: number;
  sessions: number;
  streak: number;
  /** Facts that became Fluent (or Retained) during the week, in words ("7 × 8"). */
  newlyFluent: string[];
  /** The tricky few: facts the child needs help with, at most 3. */
  tricky: string[];
}

/** A teacher's class digest. */
export interface ClassWeek {
  children: ChildWeek[];
  /** First names of those who practised this week / of those who need help. */
  practised: string[];
  needHelp: string[];
  /** The class's top tricky facts and how many children need help with each ("7 × 8", 4). */
  topTricky: { fact: string; children: number }[];
}

/**
 * The first word of a name as the weekly email shows it: letters (with their accents), digits,
 * apostrophes and hyphens only, at most 24 characters. A name is text the account chose, so nothing
 * in it may read as a link, an address or markup in a subject or body (issue 35 #3): dots, slashes,
 * colons and @ are dropped, so "Www.win-prizes.example/claim" shows as "Wwwwin-prizesexampleclai".
 */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const plain = first.replace(/[^\p{L}\p{M}\p{Nd}'’-]/gu, '').slice(0, 24);
  return plain || '?';
}

/**
 * A child's name as the weekly email shows it: the class's shown name (issue 38: "Liam K." when
 * another child of the account is a Liam), each part made plain by `firstName` (issue 35 #3).
 */
export function mailName(name: string, all: readonly string[]): string {
  const [first = '', initial] = shownName(name, all).split(' ');
  const plain = firstName(first);
  const letter = initial ? firstName(initial).slice(0, 1) : '';
  return letter && letter !== '?' ? `${plain} ${letter}.` : plain;
}

/** The log as it stood at `since` (epoch seconds): newer answers dropped, counts reduced. */
export function logBefore(log: FactLogInput, since: number): FactLogInput {
  return {
    taps: log.taps,
    facts: (log.facts ?? []).map((f) => {
      const kept = (f.recent ?? []).filter((t) => t[3] < since);
      return { ...f, n: Math.max(0, f.n - ((f.recent ?? []).length - kept.length)), recent: kept };
    }),
  };
}

const known = (state: string | undefined) => state === 'fluent' || state === 'retained';
const needsHelp = (cell: { state: string; misses: number } | undefined) =>
  !!cell && (cell.state === 'stuck' || (cell.state === 'learning' && cell.misses > 0));

/** Per child: the week's numbers, facts that became Fluent since `since`, and the tricky few. */
export function childWeeks(rows: readonly WeekRow[], log: FactLogInput, since: number): ChildWeek[] {
  const grades = new Map(rows.map((r) => [r.student_id, r.student_grade]));
  const gradeOf = (s: string | null) => (s ? grades.get(s) : null);
  const now = statesFromFactLog(log, gradeOf);
  const before = statesFromFactLog(logBefore(log, since), gradeOf);
  const keys = [...allFacts('mul'), ...allFacts('div')].map(factKey);
  const names = rows.map((r) => r.student_name);
  return rows.map((r) => {
    const cells = now.get(r.student_id);
    const old = before.get(r.student_id);
    return {
      // Two Liams: the teacher's "Liam K." (issue 38).
      firstName: mailName(r.student_name, names),
      minutes: r.minutes_week,
      sessions: r.sessions_week,
      streak: r.streak,
      newlyFluent: keys
        .filter((k) => known(cells?.get(k)?.state) && !known(old?.get(k)?.state))
        .map((k) => factText(parseFactKey(k))),
      tricky: keys
        .filter((k) => needsHelp(cells?.get(k)))
        .sort((a, b) => (cells?.get(b)?.misses ?? 0) - (cells?.get(a)?.misses ?? 0))
        .slice(0, 3)
        .map((k) => factText(parseFactKey(k))),
    };
  });
}

/** The teacher's digest: who practised, who needs help, the class's top 5 tricky facts. */
export function classWeek(rows: readonly WeekRow[], log: FactLogInput, since: number): ClassWeek {
  const children = childWeeks(rows, log, since);
  const grid: FluencyGrid = statesFromFactLog(log, () => null);
  const summary = classSummary(
    grid,
    rows.map((r) => r.student_id),
  );
  const topTricky = [...summary.entries()]
    .filter(([, f]) => f.needHelp.length > 0)
    .sort((a, b) => b[1].needHelp.length - a[1].needHelp.length)
    .slice(0, 5)
    .map(([k, f]) => ({ fact: factText(parseFactKey(k)), children: f.needHelp.length }));
  return {
    children,
    practised: children.filter((c) => c.minutes > 0 || c.sessions > 0).map((c) => c.firstName),
    needHelp: children.filter((c) => c.tricky.length > 0).map((c) => c.firstName),
    topTricky,
  };
}
