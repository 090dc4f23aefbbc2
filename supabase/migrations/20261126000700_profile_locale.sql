-- Issue 26: a signed-in grown-up's language, kept in their profile so it follows them to other
-- devices (null: the device's own choice). A class session follows its teacher's language.
alter table public.profiles
  add column locale text constraint profiles_locale check (locale is null or locale in ('en', 'pt-BR'));

comment on column public.profiles.locale is 'The grown-up''s language (en or pt-BR); null follows the device.';
