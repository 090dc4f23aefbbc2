import type { Locale } from '@/i18n/locales';
import { getSupabase } from '@/lib/supabase';
import { ApiError, check } from './errors';

/**
 * Keeps the signed-in grown-up's language in their profile (issue 26: it follows them to other
 * devices); null goes back to each device's own choice. The database accepts only 'en' and 'pt-BR'.
 */
export async function setProfileLocale(userId: string, locale: Locale | null): Promise<void> {
  const supabase = await getSupabase();
  const rows = check(
    await supabase.from('profiles').update({ locale }).eq('user_id', userId).select('locale'),
  );
  if (rows.length === 0) throw new ApiError({ message: 'No profile row was updated' });
}
