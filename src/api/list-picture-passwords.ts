import type { PicturePair } from '@/content/class-pictures';
import { supabase } from '@/lib/supabase';
import { check } from './errors';

/** One student's picture password (indexes into classPictures, in tap order). */
export interface PicturePassword {
  studentId: string;
  pair: PicturePair;
}

/** The signed-in owner's students' picture passwords (for the Profile rows and the printed cards). */
export async function listPicturePasswords(): Promise<PicturePassword[]> {
  const rows = check(await supabase.from('student_picture_passwords').select('student_profile_id, pair')) as {
    student_profile_id: string;
    pair: PicturePair;
  }[];
  return rows.map((r) => ({ studentId: r.student_profile_id, pair: r.pair }));
}
