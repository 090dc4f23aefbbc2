/**
 * A GoTrue-style error: answered with `{code, message, msg}` (plus extra fields such as
 * `weak_password`), the `x-sb-error-code` header and `X-Supabase-Api-Version: 2024-01-01`, which is
 * what makes supabase-js read `code` as the error code.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The API version header every auth response carries. */
export const apiVersionHeader = { 'X-Supabase-Api-Version': '2024-01-01' };

/** The response body of an AuthError. */
export function authErrorBody(e: AuthError) {
  return { code: e.code, error_code: e.code, message: e.message, msg: e.message, ...e.extra };
}

/** Common errors, worded as GoTrue words them. */
export const errors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (why: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  badJson: () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON'),
  noApiKey: () =>
    new AuthError(401, 'no_api_key', 'No API key found in request', {
      hint: 'No `apikey` request header or url param was found.',
    }),
  childRefused: () =>
    new AuthError(403, 'child_session_not_allowed', 'A class sign-in cannot use this endpoint'),
  badApiKey: () => new AuthError(401, 'invalid_api_key', 'Invalid API key'),
};
