-- Issues 24 and 27 both redefined public.new_picture_password: 24 (…110_roster) to draw a pair that
-- no other student of the class holds, 27 (…300_class_sign_in_v2) to clear the per-(address, pupil)
-- delays along with the child's sessions. Applied in order, 27's body replaced 24's and New picture
-- password could repeat a classmate's pair again. This is the one definition with both rules.
create or replace function public.new_picture_password(p_student uuid) returns smallint[]
language plpgsql volatile security definer set search_path = ''
as $$
declare
  me uuid := mathpop_private.grown_up();
  old smallint[];
  p smallint[];
begin
  select w.pair into old from public.student_picture_passwords w
  where w.student_profile_id = p_student and w.user_id = me;
  if old is null then
    raise exception using errcode = '42501', message = 'not_your_student';
  end if;
  -- A pair no classmate holds (issue 24), other than the old one.
  p := mathpop_private.free_pair(me, old);
  update public.student_picture_passwords w set pair = p, created_at = now()
  where w.student_profile_id = p_student and w.user_id = me;
  -- The child's sessions end, and the delays on their old pictures go (issue 27).
  delete from mathpop_private.child_sessions s where s.student_profile_id = p_student;
  delete from mathpop_private.class_login_limits l
  where l.scope = 'pupil' and l.student_profile_id = p_student;
  return p;
end
$$;
revoke all on function public.new_picture_password(uuid) from public, anon;
grant execute on function public.new_picture_password(uuid) to authenticated;
