import type { PicturePair } from '@/content/class-pictures';
import { getSupabase } from '@/lib/supabase';
import { check } from './errors';
import { picturePairOf } from './row-values';

/**
 * A new picture password for one of the owner's students (a lost card); the student's current
 * sessions end. Returns the new pair.
 */
export async function newPicturePassword(studentId: string): Promise<PicturePair> {
  const supabase = await getSupabase();
  return picturePairOf(check(await supabase.rpc('new_picture_password', { p_student: studentId })));
}
