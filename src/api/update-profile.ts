import { getSupabase } from '@/lib/supabase';
import { ApiError, check } from './errors';
import { toProfile } from './row-values';
import type { Profile, ProfileUpdate } from './types';

/** Saves full name, grade and favorite subject (spec §7 "Update profile"); returns the saved row. */
export async function updateProfile(userId: string, fields: ProfileUpdate): Promise<Profile> {
  const supabase = await getSupabase();
  const rows = check(
    await supabase
      .from('profiles')
      .update({ full_name: fields.full_name, grade: fields.grade, favorite_subject: fields.favorite_subject })
      .eq('user_id', userId)
      .select('*'),
  );
  if (rows.length === 0) throw new ApiError({ message: 'No profile row was updated' });
  return toProfile(rows[0]);
}
