import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { queryDatabase, withDatabase } from './support/sql';

// Issue 18: we keep no more about a child than we need. A child-facing table (student_profiles and
// every public table with a student_profile_id) may not gain an email, surname, birth date, photo or
// free-text column: new columns must be added to this allow-list on purpose, in review.
vi.setConfig({ testTimeout: 120_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

/** The columns each child-facing table may have (student_name is the only free text about a child). */
const allowed: Record<string, string[]> = {
  student_profiles: ['id', 'user_id', 'student_name', 'student_grade', 'avatar_url', 'created_at'],
  activity_results: [
    'id',
    'user_id',
    'student_profile_id',
    'kind',
    'activity_id',
    'is_correct',
    'attempts',
    'stars',
    'assisted',
    'completed_at',
  ],
  // Issue 17: the two picture indexes (0..11) a child taps at /class; not a photo of anyone.
  student_picture_passwords: ['student_profile_id', 'user_id', 'pair', 'created_at'],
  // Issue 16: one row per answer to a fact (numbers, time taken, where), and its per-fact summary.
  fact_attempts: [
    'id',
    'client_id',
    'user_id',
    'student_profile_id',
    'op',
    'a',
    'b',
    'answer',
    'correct',
    'ms',
    'assisted',
    'source',
    'at',
    'created_at',
    // Issue 37: a paper mark names its printed sheet and the item on it.
    'sheet_id',
    'sheet_item',
  ],
  // Issue 37: a printed sheet: its week, its facts and their formats (numbers and codes, no free text).
  practice_sheets: ['id', 'user_id', 'student_profile_id', 'week', 'facts', 'forms', 'created_at'],
  fact_stats: ['user_id', 'student_profile_id', 'op', 'a', 'b', 'n', 'recent'],
  fact_grid: ['user_id', 'student_profile_id', 'facts', 'taps', 't0', 'cfacts', 'c'],
  // Issue 24: the week's focus (which times tables, with ÷ or not) for a class or one child.
  focus_tables: ['id', 'user_id', 'student_profile_id', 'tables', 'division', 'updated_at'],
};

/** Names that say what a child-facing table must never hold. */
const forbidden =
  /e-?mail|surname|last_?name|family_?name|birth|dob|age\b|photo|picture|image|note|comment|bio|descr|address|phone/i;

interface Column {
  table: string;
  column: string;
  type: string;
}

async function childColumns(): Promise<Column[]> {
  return queryDatabase<Column>(
    server,
    `select c.table_name::text as table, c.column_name::text as column, c.data_type::text as type
     from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and (c.table_name = 'student_profiles'
       or c.table_name in (select table_name from information_schema.columns
                           where table_schema = 'public' and column_name = 'student_profile_id'))
     order by 1, 2`,
  );
}

/** What is wrong with the child-facing columns: a column off the allow-list, or a forbidden name. */
function problems(columns: Column[]): string[] {
  return columns
    .filter((c) => !allowed[c.table]?.includes(c.column) || forbidden.test(c.column))
    .map((c) => `${c.table}.${c.column} (${c.type})`);
}

describe('child-facing tables', () => {
  it('hold only the allow-listed columns', async () => {
    const columns = await childColumns();
    expect(columns.map((c) => c.table)).toEqual(expect.arrayContaining(Object.keys(allowed)));
    expect(problems(columns)).toEqual([]);
  });

  it('every student_profile_id cascades from student_profiles, every user_id from auth.users', async () => {
    const refs = await queryDatabase<{
      table: string;
      column: string;
      target: string | null;
      rule: string | null;
    }>(
      server,
      `select c.table_name::text as table, c.column_name::text as column,
         (select ccu.table_schema || '.' || ccu.table_name from information_schema.key_column_usage k
            join information_schema.referential_constraints r
              on r.constraint_schema = k.constraint_schema and r.constraint_name = k.constraint_name
            join information_schema.constraint_column_usage ccu
              on ccu.constraint_schema = r.unique_constraint_schema and ccu.constraint_name = r.unique_constraint_name
           where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name
           limit 1)::text as target,
         (select r.delete_rule from information_schema.key_column_usage k
            join information_schema.referential_constraints r
              on r.constraint_schema = k.constraint_schema and r.constraint_name = k.constraint_name
           where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name
           limit 1)::text as rule
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
         and c.column_name in ('user_id', 'student_profile_id')`,
    );
    expect(refs.length).toBeGreaterThanOrEqual(4);
    for (const r of refs) {
      const target = r.column === 'user_id' ? 'auth.users' : 'public.student_profiles';
      expect({ ...r, target: r.target, rule: r.rule }).toEqual({ ...r, target, rule: 'CASCADE' });
    }
  });

  it('a surname or a free-text note added to a child table is caught', async () => {
    await withDatabase(
      server,
      `alter table public.student_profiles add column surname text;
       alter table public.activity_results add column note text;`,
    );
    expect(problems(await childColumns())).toEqual([
      'activity_results.note (text)',
      'student_profiles.surname (text)',
    ]);
  });
});
