import { ApiError } from '@/api/errors';
import { messages } from '@/content/messages';

/** The text for a refused password re-entry (POST /auth/v1/user/reauthenticate). */
export function passwordRefusal(e: unknown): string {
  const code = e instanceof ApiError ? e.code : undefined;
  if (code === 'invalid_credentials' || code === 'reauthentication_needed')
    return messages.privacy.wrongPassword;
  if (code === 'over_request_rate_limit') return messages.privacy.tooMany;
  return messages.privacy.checkFailed;
}
