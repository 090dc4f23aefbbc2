import type { Session } from '@supabase/supabase-js';
import type { PicturePair } from '@/content/class-pictures';
import { getSupabase } from '@/lib/supabase';
import { postClassEndpoint } from './class-endpoint';
import { ApiError } from './errors';

/**
 * Signs a student in at school: the class code, the student's id from the roster and the two tapped
 * pictures, in order. On success the child session (role mathpop_child, kid mode) becomes
 * supabase-js's session, refreshed like any other. Any wrong part throws ApiError
 * `class_login_failed`; a locked student or device `over_request_rate_limit`.
 */
export async function classSignIn(code: string, studentId: string, pictures: PicturePair): Promise<Session> {
  const tokens = (await postClassEndpoint('token', {
    code: code.trim(),
    student_id: studentId,
    pictures,
  })) as {
    access_token: string;
    refresh_token: string;
  };
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.setSession({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
  });
  if (error) throw new ApiError(error);
  if (!data.session) throw new ApiError({ code: 'session_not_found', message: 'No session' });
  return data.session;
}

/** Whether a session is a child's class session (its user's role is the child role). */
export function isChildSession(session: Pick<Session, 'user'> | null): boolean {
  return session?.user.role === 'mathpop_child';
}
