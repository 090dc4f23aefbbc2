import { apiUrl } from '@/lib/authStorage';
import { env } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';
import { ApiError } from './errors';

/** What deleting the account needs: the password, the TOTP code when two-factor is on, the word. */
export interface DeleteAccountInput {
  password: string;
  code?: string;
  confirm: string;
}

/**
 * Deletes the signed-in account and everything in it (`POST /auth/v1/user/delete`, the embedded
 * server's endpoint; on hosted Supabase an Edge Function), then drops the local session (the server
 * has already ended every session). Throws ApiError with the GoTrue code when refused.
 */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ApiError({ code: 'no_authorization', message: 'Not signed in' });
  const res = await fetch(`${apiUrl()}/auth/v1/user/delete`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(input),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError({ code: body.code, message: body.message ?? `HTTP ${res.status}` });
  }
  await supabase.auth.signOut({ scope: 'local' });
}
