import { supabase } from '@/lib/supabase';
import { check } from './errors';

/** Sets a new password for the signed-in user (auth `PUT /user`). */
export async function changePassword(password: string): Promise<void> {
  check(await supabase.auth.updateUser({ password }));
}
