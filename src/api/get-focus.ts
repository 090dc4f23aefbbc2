import { type LastKnownOptions, lastKnown } from '@/lib/lastKnown';
import { restReader } from '@/lib/restReader';
import { check } from './errors';

/** The week's focus (issue 24 §2): the times tables practice asks first, and whether with ÷. */
export interface FocusTables {
  /** Times tables 1..10, at least one. */
  tables: number[];
  /** Whether the matching division facts are practised too. */
  division: boolean;
  /** Set for this child ('student') or for the whole class ('class'); a child's own wins. */
  scope: 'class' | 'student';
}

/** Narrows the database's answer to a FocusTables, or null when it is not one. */
export function toFocusTables(value: unknown): FocusTables | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v.tables) || !v.tables.every((t) => Number.isInteger(t) && t >= 1 && t <= 10))
    return null;
  if (v.scope !== 'class' && v.scope !== 'student') return null;
  return {
    tables: [...(v.tables as number[])].sort((a, b) => a - b),
    division: v.division === true,
    scope: v.scope,
  };
}

/**
 * The focus that applies to one child (their own, else their class's), or null when none is set.
 * Works for the grown-up who owns the child and for the child's own class session.
 */
export async function getFocus(studentId: string, options?: LastKnownOptions): Promise<FocusTables | null> {
  // Offline, the focus last read on this device.
  return lastKnown(
    `focus:${studentId}`,
    async () => {
      const supabase = restReader();
      const { data, error } = await supabase.rpc('focus', { p_student: studentId });
      if (error) check({ data, error });
      return toFocusTables(data);
    },
    options,
  );
}

/** The caller's class-wide focus (the row without a child), or null when none is set. */
export async function getClassFocus(): Promise<FocusTables | null> {
  const supabase = restReader();
  const { data } = await supabase
    .from('focus_tables')
    .select('tables, division')
    .is('student_profile_id', null)
    .maybeSingle();
  return toFocusTables(data ? { ...data, scope: 'class' } : null);
}
