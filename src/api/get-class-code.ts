import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/**
 * The signed-in teacher's class code (made on first use): 6 symbols without look-alikes. The parents
 * plan gets ApiError 42501 (`class_code_teachers_only`).
 */
export async function getClassCode(): Promise<string> {
  const supabase = await getSupabase();
  return check(await supabase.rpc('class_code'));
}
