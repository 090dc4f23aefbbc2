import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { toast } from 'sonner';
import { messages } from '@/content/messages';

/**
 * Shows the toast for a failed auth call (spec §8): when the server answered, its title with the
 * server's message (e.g. a weak password's reasons); when it could not be reached (network down,
 * 5xx), "Erro inesperado" / "Tente novamente em alguns instantes.".
 */
export function toastAuthFailure(errorTitle: string, error: unknown): void {
  const serverAnswered =
    error instanceof Error && !isAuthRetryableFetchError(error) && error.name !== 'TypeError';
  if (serverAnswered && error.message) {
    toast.error(errorTitle, { description: error.message });
  } else {
    toast.error(messages.login.unexpectedTitle, { description: messages.login.unexpectedText });
  }
}
