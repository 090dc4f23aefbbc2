import { apiUrl } from '@/lib/authStorage';
import { env } from '@/lib/env';
import { ApiError } from './errors';

const deviceKey = 'mathpop.classDevice';

/**
 * This device's random id (kept in localStorage), sent with every class sign-in: the server counts
 * wrong codes per device, so one device's mistakes do not lock the others at the school's address.
 */
function deviceId(): string {
  try {
    let id = localStorage.getItem(deviceKey);
    if (!id || !/^[\w-]{8,64}$/.test(id)) {
      id = crypto.randomUUID();
      localStorage.setItem(deviceKey, id);
    }
    return id;
  } catch {
    return ''; // storage blocked: the server counts per address instead
  }
}

/**
 * A refusal that says how long to wait (429 with `retry_after` seconds): too many wrong tries for
 * this student, device or address. The tablet counts it down (issue 35 #1).
 */
export class ClassWaitError extends ApiError {
  constructor(
    readonly seconds: number,
    message: string,
  ) {
    super({ code: 'over_request_rate_limit', message });
  }
}

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
    body: JSON.stringify({ ...body, device: deviceId() }),
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = (json ?? {}) as { code?: unknown; message?: unknown; retry_after?: unknown };
    const wait = Number(e.retry_after);
    if (res.status === 429 && Number.isFinite(wait) && wait > 0) {
      throw new ClassWaitError(Math.min(wait, 86_400), typeof e.message === 'string' ? e.message : '');
    }
    throw new ApiError({
      code: typeof e.code === 'string' ? e.code : `http_${res.status}`,
      message: typeof e.message === 'string' ? e.message : 'Try again.',
    });
  }
  return json;
}
