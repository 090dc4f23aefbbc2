import type { Page } from '@playwright/test';

/**
 * Signs a fresh user in for a browser test (the auth issue implements it against the embedded back
 * end: sign up through the API, then put the session where supabase-js keeps it). Returns the email.
 */
export async function signIn(_page: Page): Promise<string> {
  return '';
}
