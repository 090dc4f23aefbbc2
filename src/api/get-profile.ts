import { supabase } from '@/lib/supabase';
import { check } from './errors';
import type { Profile } from './types';

/** Reads the user's profile row (spec §7 "Read profile"). */
export async function getProfile(userId: string): Promise<Profile> {
  return check(await supabase.from('profiles').select('*').eq('user_id', userId).single()) as Profile;
}
