/**
 * The names a class shows (issue 38): a child's first name, or, when another child of the same
 * account shares that first name, the name with the disambiguation the grown-up typed ("Liam K.";
 * a typed surname shows as its initial, "Liam Kowalski" → "Liam K."). The same rule as
 * `mathpop_private.class_name()` in `supabase/migrations/20261128007010_class_names.sql`.
 */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The shown name of `name` among `all` (every student name of the account, `name` included). */
export function shownName(name: string, all: readonly string[]): string {
  const first = firstNameOf(name);
  const key = first.toLocaleLowerCase();
  const sharing = all.filter((n) => firstNameOf(n).toLocaleLowerCase() === key).length > 1;
  if (!sharing) return first;
  const second = name.trim().split(/\s+/)[1];
  if (!second) return first;
  return `${first} ${second.slice(0, 1).toLocaleUpperCase()}.`;
}

/** Every name of a list as shown, in order. */
export function shownNames(names: readonly string[]): string[] {
  return names.map((n) => shownName(n, names));
}
