import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/**
 * Sets the week's focus for the caller's whole class (no studentId) or for one of their children;
 * an empty `tables` clears it (a child then follows the class's focus, the class follows none).
 */
export async function setFocus(focus: {
  tables: number[];
  division: boolean;
  studentId?: string;
}): Promise<void> {
  const supabase = await getSupabase();
  check(
    await supabase.rpc('set_focus', {
      p_tables: focus.tables,
      p_division: focus.division,
      ...(focus.studentId ? { p_student: focus.studentId } : {}),
    }),
  );
}
