import type { FactAttempt } from '@/fluency/types';
import { getSupabase } from '@/lib/supabase';
import { check } from './errors';
import { type FocusTables, toFocusTables } from './get-focus';

/** A printed sheet as stored (issue 37): what marking needs, nothing more. */
export interface StoredSheet {
  id: string;
  student_profile_id: string;
  week: string;
  /** Facts in print order: "mul:7:8,div:7:8,…". */
  facts: string;
  /** How each is printed: "a,m0,f,s,…" (src/fluency/weekSheet.ts sheetFormsText). */
  forms: string;
  created_at: string;
}

const COLUMNS = 'id, student_profile_id, week, facts, forms, created_at';

/**
 * Stores the sheets about to be printed and answers their ids, in the order given. A reprint of
 * the same child, week and facts is the same sheet (unique in the database: ignored, then read).
 */
export async function savePracticeSheets(
  sheets: readonly { studentId: string; week: string; facts: string; forms: string }[],
): Promise<string[]> {
  const supabase = await getSupabase();
  const rows = sheets.map((s) => ({
    student_profile_id: s.studentId,
    week: s.week,
    facts: s.facts,
    forms: s.forms,
  }));
  check(
    await supabase
      .from('practice_sheets')
      .upsert(rows, { onConflict: 'student_profile_id,week,facts', ignoreDuplicates: true }),
  );
  const weeks = [...new Set(rows.map((r) => r.week))];
  const stored = check(
    await supabase
      .from('practice_sheets')
      .select('id, student_profile_id, week, facts')
      .in(
        'student_profile_id',
        rows.map((r) => r.student_profile_id),
      )
      .in('week', weeks),
  );
  return rows.map((r) => {
    const found = stored.find(
      (s) => s.student_profile_id === r.student_profile_id && s.week === r.week && s.facts === r.facts,
    );
    if (!found) throw new Error('sheet not stored');
    return found.id;
  });
}

/** The caller's newest sheets (for "Mark a sheet": pick a child, then their sheet). */
export async function listPracticeSheets(studentId?: string): Promise<StoredSheet[]> {
  const supabase = await getSupabase();
  let query = supabase
    .from('practice_sheets')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .limit(100);
  if (studentId) query = query.eq('student_profile_id', studentId);
  return check(await query);
}

/** One sheet by id, or null when it is not the caller's (or does not exist). */
export async function getPracticeSheet(id: string): Promise<StoredSheet | null> {
  const supabase = await getSupabase();
  return check(await supabase.from('practice_sheets').select(COLUMNS).eq('id', id).maybeSingle());
}

/** One mark of the sheet: item n (1-based) right or wrong, with the child's answer when typed. */
export interface SheetMark {
  item: number;
  attempt: Pick<FactAttempt, 'clientId' | 'fact' | 'answer' | 'correct' | 'at'>;
}

/**
 * Saves marks as fact attempts with source 'paper' (untimed: ms 0), one per sheet item: a mark
 * already stored is kept (ON CONFLICT (sheet_id, sheet_item) DO NOTHING), so marking twice counts once.
 */
export async function saveSheetMarks(sheet: StoredSheet, marks: readonly SheetMark[]): Promise<void> {
  if (marks.length === 0) return;
  const supabase = await getSupabase();
  const rows = marks.map(({ item, attempt }) => ({
    client_id: attempt.clientId,
    student_profile_id: sheet.student_profile_id,
    op: attempt.fact.op,
    a: attempt.fact.a,
    b: attempt.fact.b,
    answer: attempt.answer,
    correct: attempt.correct,
    ms: 0,
    assisted: false,
    source: 'paper',
    at: attempt.at,
    sheet_id: sheet.id,
    sheet_item: item,
  }));
  check(
    await supabase
      .from('fact_attempts')
      .upsert(rows, { onConflict: 'sheet_id,sheet_item', ignoreDuplicates: true }),
  );
}

/** The marks already stored for a sheet: item number → right or wrong. */
export async function listSheetMarks(sheetId: string): Promise<Map<number, boolean>> {
  const supabase = await getSupabase();
  const rows = check(
    await supabase.from('fact_attempts').select('sheet_item, correct').eq('sheet_id', sheetId),
  );
  return new Map(rows.map((r) => [r.sheet_item ?? 0, r.correct]));
}

/**
 * The focus of each of the caller's children in one read (a class pack of 25 in one request, not
 * 25 calls of `focus()`): a child's own row, else the class's row, else null. Same rule as focus().
 */
export async function focusesOf(studentIds: readonly string[]): Promise<(FocusTables | null)[]> {
  const supabase = await getSupabase();
  const rows = check(await supabase.from('focus_tables').select('student_profile_id, tables, division'));
  const of = (id: string | null) => rows.find((r) => r.student_profile_id === id);
  return studentIds.map((id) => {
    const own = of(id);
    const row = own ?? of(null);
    return row ? toFocusTables({ ...row, scope: own ? 'student' : 'class' }) : null;
  });
}
