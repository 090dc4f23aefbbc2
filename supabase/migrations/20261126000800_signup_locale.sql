-- Issue 26: a grown-up's language is the one the app spoke when they signed up (sign-up data
-- `locale`, 'en' or 'pt-BR'; anything else is ignored), so their mails — the confirmation, a later
-- password reset, the weekly class mail — speak it before they ever touch the language switch.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (user_id, full_name, locale)
  values (
    new.id,
    nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''),
    case when new.raw_user_meta_data ->> 'locale' in ('en', 'pt-BR')
      then new.raw_user_meta_data ->> 'locale' end
  )
  on conflict (user_id) do nothing;
  return new;
end
$$;
