import { isLocale, type Locale } from '@/i18n/locales';
import { postClassEndpoint } from './class-endpoint';

/** A student on the class page: first name only, and the avatar. */
export interface ClassRosterStudent {
  id: string;
  first_name: string;
  avatar_url: string | null;
}

/** The roster step's answer: the students, and the teacher's language (null: they never chose one). */
export interface ClassRoster {
  students: ClassRosterStudent[];
  locale: Locale | null;
}

/**
 * The class's students for a class code, in the order the teacher added them (the /class page's
 * second step), and the teacher's language. A wrong code throws ApiError `class_login_failed`; too
 * many wrong codes from this device, `over_request_rate_limit`.
 */
export async function classRoster(code: string): Promise<ClassRoster> {
  const out = (await postClassEndpoint('roster', { code: code.trim() })) as {
    students: ClassRosterStudent[];
    locale?: unknown;
  };
  return { students: out.students, locale: isLocale(out.locale) ? out.locale : null };
}
