import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/** Gives the teacher a new class code; every student signed in with the old one is signed out. */
export async function rotateClassCode(): Promise<string> {
  const supabase = await getSupabase();
  return check(await supabase.rpc('rotate_class_code'));
}
