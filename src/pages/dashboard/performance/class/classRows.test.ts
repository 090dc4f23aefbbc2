import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type FactCell, type FluencyGrid, factKey } from '@/fluency';
import { type ClassRow, classCsv, classRows, lastPlayedText, sortRows } from './classRows';

const cell = (state: FactCell['state'], misses = 0): FactCell => ({ state, ms: 2000, tries: 3, misses });
const child = (id: string, name: string, extra: Partial<Record<string, unknown>> = {}) => ({
  id,
  name,
  grade: null,
  avatar_url: null,
  last_played: null,
  minutes_week: 0,
  sessions_week: 0,
  streak: 0,
  ...extra,
});

describe('classRows', () => {
  it('counts Fluent × facts of 100 and the facts that need help', () => {
    const grid: FluencyGrid = new Map([
      [
        'a',
        new Map([
          [factKey({ op: 'mul', a: 3, b: 4 }), cell('fluent')],
          [factKey({ op: 'mul', a: 7, b: 8 }), cell('retained')],
          [factKey({ op: 'div', a: 3, b: 4 }), cell('fluent')],
          [factKey({ op: 'mul', a: 6, b: 7 }), cell('stuck')],
          [factKey({ op: 'div', a: 6, b: 7 }), cell('learning', 2)],
          [factKey({ op: 'mul', a: 9, b: 9 }), cell('learning', 0)],
        ]),
      ],
    ]);
    const rows = classRows([child('a', 'Ana'), child('b', 'Bruno')], grid);
    expect(rows.map((r) => [r.name, r.fluent, r.needsHelp])).toEqual([
      ['Ana', 2, 2],
      ['Bruno', 0, 0],
    ]);
  });
});

describe('sortRows, lastPlayedText and classCsv', () => {
  const rows: ClassRow[] = [
    {
      id: '1',
      name: 'bea',
      lastPlayed: null,
      minutesWeek: 5,
      sessionsWeek: 1,
      fluent: 10,
      needsHelp: 0,
      streak: 2,
    },
    {
      id: '2',
      name: 'Ana, Jr',
      lastPlayed: '2026-11-20T10:00:00Z',
      minutesWeek: 12,
      sessionsWeek: 3,
      fluent: 4,
      needsHelp: 1,
      streak: 0,
    },
    {
      id: '3',
      name: 'Caio',
      lastPlayed: '2026-11-25T10:00:00Z',
      minutesWeek: 0,
      sessionsWeek: 0,
      fluent: 30,
      needsHelp: 3,
      streak: 1,
    },
  ];
  it('sorts by any column, either way', () => {
    expect(sortRows(rows, 'name', true).map((r) => r.id)).toEqual(['2', '1', '3']);
    expect(sortRows(rows, 'minutesWeek', false).map((r) => r.id)).toEqual(['2', '1', '3']);
    expect(sortRows(rows, 'lastPlayed', true).map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(sortRows(rows, 'fluent', false).map((r) => r.id)).toEqual(['3', '1', '2']);
  });

  it('says when a child last played', () => {
    const now = Date.parse('2026-11-26T12:00:00');
    expect(lastPlayedText(null, now)).toBe('Not yet');
    expect(lastPlayedText(new Date(now - 3_600_000).toISOString(), now)).toBe('Today');
    expect(lastPlayedText(new Date(now - 86_400_000).toISOString(), now)).toBe('Yesterday');
    expect(lastPlayedText(new Date(now - 3 * 86_400_000).toISOString(), now)).toBe('3 days ago');
  });

  it('writes a CSV that parses back to the table', () => {
    const parsed = Papa.parse<string[]>(classCsv(rows)).data;
    expect(parsed[0]?.[0]).toBe('Name');
    expect(parsed[2]).toEqual(['Ana, Jr', '2026-11-20T10:00:00Z', '12', '3', '4', '0', '1']);
    expect(parsed).toHaveLength(4);
  });

  it('writes a name that looks like a formula as plain text (issue 35 #8)', () => {
    const base = rows[0] as ClassRow;
    const names = ['=HYPERLINK("http://x.example","Click")', '+1+1', '-2', '@SUM(A1)'];
    const csv = classCsv(names.map((name, i) => ({ ...base, id: String(i), name })));
    const cells = Papa.parse<string[]>(csv)
      .data.slice(1)
      .map((r) => r[0]);
    expect(cells).toEqual(names.map((n) => `'${n}`));
  });
});
