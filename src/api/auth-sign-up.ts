import { currentLocale } from '@/i18n/i18n';
import { getSupabase } from '@/lib/supabase';

/** What the sign-up form sends. */
export interface SignUpInput {
  fullName: string;
  email: string;
  password: string;
}

/**
 * Creates an account (spec §7 "Sign up"): email, password, `emailRedirectTo` = the site origin and
 * user data `full_name`, plus `locale`, the language on screen (the server keeps it in the profile
 * and writes the account's mails in it). Resolves to the auth error, or null.
 */
export async function signUp({ fullName, email, password }: SignUpInput) {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: window.location.origin,
      data: { full_name: fullName, locale: currentLocale() },
    },
  });
  return error;
}
