import { RestError } from './errors';
import type { Resolution } from './upsert';

/** How many rows `Prefer: count=…` asks to be counted. */
export type CountPref = 'exact' | 'planned' | 'estimated';

/** The `Prefer` header as PostgREST reads it (RFC 7240). */
export interface Prefer {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: CountPref;
  resolution?: Resolution;
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  tx?: 'commit' | 'rollback';
  maxAffected?: number;
  /** Preferences not understood (or with a value not understood), as sent. */
  invalid: string[];
}

/** Which action a preference may apply to (PostgREST's Preference-Applied lists per action). */
export type Action = 'read' | 'insert' | 'update' | 'delete' | 'rpc';

const choices: Record<string, readonly string[]> = {
  return: ['minimal', 'headers-only', 'representation'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/**
 * Parses every `Prefer` header (several headers arrive comma-joined). The first value of a
 * preference wins; a timezone is checked against `timezones` (pg_timezone_names).
 */
export function parsePrefer(header: string | undefined, timezones: ReadonlySet<string>): Prefer {
  const p: Prefer = { invalid: [] };
  const seen = new Set<string>();
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    const key = eq < 0 ? item : item.slice(0, eq).trim();
    const value = eq < 0 ? '' : item.slice(eq + 1).trim();
    const ok = accept(p, key, value, timezones, seen.has(key));
    if (!ok) p.invalid.push(item);
    seen.add(key);
  }
  if (p.handling === 'strict' && p.invalid.length) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${p.invalid.join(', ')}`,
    );
  }
  return p;
}

function accept(p: Prefer, key: string, value: string, zones: ReadonlySet<string>, dup: boolean): boolean {
  if (key === 'timezone') {
    if (!zones.has(value)) return false;
    if (!dup) p.timezone = value;
    return true;
  }
  if (key === 'max-affected') {
    if (!/^\d{1,9}$/.test(value)) return false;
    if (!dup) p.maxAffected = Number(value);
    return true;
  }
  const allowed = choices[key];
  if (!allowed?.includes(value)) return false;
  if (dup) return true;
  if (key === 'return') p.return = value as Prefer['return'];
  else if (key === 'count') p.count = value as CountPref;
  else if (key === 'resolution') p.resolution = value === 'merge-duplicates' ? 'merge' : 'ignore';
  else if (key === 'missing') p.missing = value as Prefer['missing'];
  else if (key === 'handling') p.handling = value as Prefer['handling'];
  else if (key === 'tx') p.tx = value as Prefer['tx'];
  return true;
}

/** Whether `max-affected` is in force (PostgREST enforces it only with handling=strict). */
export const maxAffected = (p: Prefer) => (p.handling === 'strict' ? p.maxAffected : undefined);

/**
 * The `Preference-Applied` value for what was honoured, in PostgREST's order: resolution, missing,
 * return, count, tx, handling, timezone, max-affected. Undefined when nothing was applied.
 */
export function preferenceApplied(p: Prefer, action: Action): string | undefined {
  const write = action === 'insert' || action === 'update' || action === 'delete';
  const items = [
    action === 'insert' && p.resolution ? `resolution=${p.resolution}-duplicates` : '',
    action === 'insert' && p.missing ? `missing=${p.missing}` : '',
    write && p.return ? `return=${p.return}` : '',
    p.count ? `count=${p.count}` : '',
    p.tx ? `tx=${p.tx}` : '',
    p.handling ? `handling=${p.handling}` : '',
    p.timezone ? `timezone=${p.timezone}` : '',
    action !== 'read' && action !== 'insert' && maxAffected(p) !== undefined
      ? `max-affected=${p.maxAffected}`
      : '',
  ].filter(Boolean);
  return items.length ? items.join(', ') : undefined;
}
