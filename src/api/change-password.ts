import { getSupabase } from '@/lib/supabase';
import { check } from './errors';

/**
 * Sets a new password for the signed-in user (auth `PUT /user`), proving it is the account's owner
 * with the current one (the server answers invalid_credentials when it is wrong). Other sessions end.
 */
export async function changePassword(password: string, currentPassword: string): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.auth.updateUser({ password, current_password: currentPassword }));
}
