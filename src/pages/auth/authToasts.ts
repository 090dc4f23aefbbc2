import { t } from '@lingui/core/macro';
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { toast } from 'sonner';
import { messages } from '@/content/messages';
import { i18n } from '@/i18n/i18n';
import { sourceLocale } from '@/i18n/locales';
import { PASSWORD_MIN_LENGTH } from './passwordRules';

/**
 * The server's message in the current language. The auth server answers in English; its common
 * refusals are known by their error `code` and read from the catalogue in Portuguese; English and
 * any other refusal keep the server's words.
 */
export function serverMessageText(error: Error): string {
  // In English the server's own words are shown as they came.
  if (i18n.locale === sourceLocale) return error.message;
  const { code, reasons } = error as Error & { code?: unknown; reasons?: unknown };
  const min = PASSWORD_MIN_LENGTH;
  switch (code) {
    case 'invalid_credentials':
      return t`Invalid login credentials`;
    case 'email_not_confirmed':
      return t`Email not confirmed`;
    case 'user_already_exists':
    case 'email_exists':
      return t`User already registered`;
    case 'weak_password':
      return Array.isArray(reasons) && reasons.includes('length')
        ? t`Password should be at least ${min} characters.`
        : t`Password is known to be weak and easy to guess, please choose a different one.`;
    case 'over_request_rate_limit':
      return t`Too many tries. Please wait a few minutes and try again.`;
    default:
      return error.message;
  }
}

/**
 * Shows the toast for a failed auth call (spec §8): when the server answered, its title with the
 * server's message (e.g. a weak password's reasons); when it could not be reached (network down,
 * 5xx), "Erro inesperado" / "Tente novamente em alguns instantes.".
 */
export function toastAuthFailure(errorTitle: string, error: unknown): void {
  const serverAnswered =
    error instanceof Error && !isAuthRetryableFetchError(error) && error.name !== 'TypeError';
  if (serverAnswered && error.message) {
    toast.error(errorTitle, { description: serverMessageText(error) });
  } else {
    toast.error(messages.login.unexpectedTitle, { description: messages.login.unexpectedText });
  }
}
