import { ApiError } from '@/api/errors';
import { messages } from '@/content/messages';

/**
 * What the class page says when a step is refused: only "Try again." for any wrong part, and the
 * friendly lock text when the server counted too many tries (issue 17: never which part was wrong).
 */
export function signInErrorText(error: unknown): string {
  return error instanceof ApiError && error.code === 'over_request_rate_limit'
    ? messages.classSignIn.locked
    : messages.classSignIn.tryAgain;
}
