import { apiUrl } from '@/lib/authStorage';
import { env } from '@/lib/env';
import { ApiError } from './errors';

/**
 * POSTs to the embedded server's class sign-in endpoints (/auth/v1/class/roster and /class/token;
 * server/README.md "Class sign-in") with the publishable key and no user token: a student has none
 * yet. A refusal throws ApiError with the server's code: `class_login_failed` (any wrong part: "Try
 * again.") or `over_request_rate_limit` (locked for a while).
 */
export async function postClassEndpoint(
  path: 'roster' | 'token',
  body: Record<string, unknown>,
): Promise<unknown> {
  const res = await fetch(`${apiUrl()}/auth/v1/class/${path}`, {
    method: 'POST',
    headers: { apikey: env.supabaseAnonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = (json ?? {}) as { code?: unknown; message?: unknown };
    throw new ApiError({
      code: typeof e.code === 'string' ? e.code : `http_${res.status}`,
      message: typeof e.message === 'string' ? e.message : 'Try again.',
    });
  }
  return json;
}
