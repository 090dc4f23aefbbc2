import { getSupabase } from '@/lib/supabase';
import { check } from './errors';
import { toProfile } from './row-values';
import type { Profile } from './types';

/** Reads the user's profile row (spec §7 "Read profile"). */
export async function getProfile(userId: string): Promise<Profile> {
  const supabase = await getSupabase();
  return toProfile(check(await supabase.from('profiles').select('*').eq('user_id', userId).single()));
}
