import type { PicturePair } from '@/content/class-pictures';
import { getSupabase } from '@/lib/supabase';
import { check } from './errors';
import { picturePairOf } from './row-values';

/** One student's picture password (indexes into classPictures, in tap order). */
export interface PicturePassword {
  studentId: string;
  pair: PicturePair;
}

/** The signed-in owner's students' picture passwords (for the Profile rows and the printed cards). */
export async function listPicturePasswords(): Promise<PicturePassword[]> {
  const supabase = await getSupabase();
  const rows = check(await supabase.from('student_picture_passwords').select('student_profile_id, pair'));
  return rows.map((r) => ({ studentId: r.student_profile_id, pair: picturePairOf(r.pair) }));
}
