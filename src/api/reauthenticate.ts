import { apiUrl } from '@/lib/authStorage';
import { env } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';
import { ApiError } from './errors';

/**
 * Re-enters the grown-up's password for this session (`POST /auth/v1/user/reauthenticate`, the
 * embedded server's endpoint; server/README.md): for five minutes the server then allows what needs
 * a recent password (deleting a student or results, leaving the teachers plan, turning on
 * two-factor). Throws ApiError `invalid_credentials` (wrong password) or `over_request_rate_limit`.
 */
export async function reauthenticate(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ApiError({ code: 'no_authorization', message: 'Not signed in' });
  const res = await fetch(`${apiUrl()}/auth/v1/user/reauthenticate`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ password }),
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError({ code: body.code, message: body.message ?? `HTTP ${res.status}` });
  }
}
