import type { Db } from '../db/types';
import { RestError } from './errors';

/** A function of the exposed schema as the catalog describes it. */
export interface FunctionInfo {
  schema: string;
  name: string;
  /** Input parameters (in, inout, variadic) in order: name ('' when unnamed) and SQL type. */
  params: { name: string; type: string }[];
  /** How many trailing input parameters have defaults. */
  ndefaults: number;
  retset: boolean;
  /** The return type as SQL (`void`, `json`, `public.student_profiles`, `record`…). */
  rettype: string;
  /** Columns of a composite result (a row type, OUT or TABLE parameters); null for a scalar. */
  columns: string[] | null;
  volatile: boolean;
}

interface CatalogRow {
  names: string[] | null;
  modes: string[] | null;
  types: string[] | null;
  alltypes: string[] | null;
  ndefaults: number;
  retset: boolean;
  rettype: string;
  typtype: string;
  retcols: string[] | null;
  volatile: boolean;
}

/** Every overload of `schema.fn` (trigger and aggregate functions are not callable). */
export async function overloads(db: Db, schema: string, fn: string): Promise<FunctionInfo[]> {
  const rows = await db.query<CatalogRow>(
    `select p.proargnames as names, p.proargmodes::text[] as modes,
       (select array_agg(format_type(t, null) order by i) from unnest(p.proargtypes) with ordinality u(t, i)) as types,
       (select array_agg(format_type(t, null) order by i) from unnest(p.proallargtypes) with ordinality u(t, i)) as alltypes,
       p.pronargdefaults::int as ndefaults, p.proretset as retset,
       format_type(p.prorettype, null) as rettype, t.typtype::text as typtype,
       case when t.typtype = 'c' then (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
         where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) end as retcols,
       p.provolatile = 'v' as volatile
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
     where n.nspname = $1 and p.proname = $2 and p.prokind = 'f' and t.typname <> 'trigger'`,
    [schema, fn],
  );
  return rows.map((r) => {
    const modes = r.modes ?? (r.types ?? []).map(() => 'i');
    const all = r.alltypes ?? r.types ?? [];
    const names = r.names ?? [];
    const params: FunctionInfo['params'] = [];
    const out: string[] = [];
    modes.forEach((m, i) => {
      if (m === 'i' || m === 'b' || m === 'v') params.push({ name: names[i] ?? '', type: all[i] ?? 'text' });
      if (m === 'o' || m === 'b' || m === 't') out.push(names[i] ?? `column${i + 1}`);
    });
    const columns = r.typtype === 'c' ? r.retcols : out.length > 0 ? out : null;
    return {
      schema,
      name: fn,
      params,
      ndefaults: r.ndefaults,
      retset: r.retset,
      rettype: r.rettype,
      columns,
      volatile: r.volatile,
    };
  });
}

/** The single-parameter types a raw body can be: Content-Type → parameter type. */
const rawBodyTypes: Record<string, string[]> = {
  'application/json': ['json', 'jsonb'],
  'text/plain': ['text'],
  'application/octet-stream': ['bytea'],
  'text/xml': ['xml'],
};

/** Whether `f` takes exactly one unnamed parameter of a type the body's Content-Type gives. */
export function takesRawBody(f: FunctionInfo, mediaType: string): boolean {
  const only = f.params.length === 1 ? f.params[0] : undefined;
  return Boolean(only && only.name === '' && rawBodyTypes[mediaType]?.includes(only.type));
}

const signature = (f: FunctionInfo) =>
  `${f.schema}.${f.name}(${f.params.map((p) => (p.name ? `${p.name} => ${p.type}` : p.type)).join(', ')})`;

/** 404 PGRST202, PostgREST's wording. */
export function notFound(schema: string, fn: string, keys: string[]): RestError {
  const list = keys.join(', ');
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${fn}(${list}) in the schema cache`,
    `Searched for the function ${schema}.${fn}${keys.length ? ` with parameters ${list}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

/**
 * The overload a call names, as PostgREST resolves it: the functions whose named parameters hold
 * every key and whose parameters without defaults are all given; else one with a single unnamed
 * parameter the body's type fits. None: 404 PGRST202; several: 300 PGRST203.
 */
export function resolve(
  fns: FunctionInfo[],
  at: { schema: string; fn: string },
  keys: string[],
  mediaType: string,
  raw: boolean,
): FunctionInfo {
  const named = raw
    ? []
    : fns.filter((f) => {
        const names = f.params.map((p) => p.name);
        if (names.includes('')) return false;
        const required = names.slice(0, names.length - f.ndefaults);
        return keys.every((k) => names.includes(k)) && required.every((k) => keys.includes(k));
      });
  const matches = named.length ? named : fns.filter((f) => takesRawBody(f, mediaType));
  const [first, second] = matches;
  if (!first) throw notFound(at.schema, at.fn, keys);
  if (second) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matches.map(signature).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  return first;
}
