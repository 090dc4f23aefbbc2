import type { PicturePair } from '@/content/class-pictures';
import { supabase } from '@/lib/supabase';
import { check } from './errors';

/**
 * A new picture password for one of the owner's students (a lost card); the student's current
 * sessions end. Returns the new pair.
 */
export async function newPicturePassword(studentId: string): Promise<PicturePair> {
  return check(await supabase.rpc('new_picture_password', { p_student: studentId })) as PicturePair;
}
