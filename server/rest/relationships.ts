import type { Db } from '../db/types';
import type { SchemaCache } from './schema';

/** PostgREST's cardinalities (`many-to-one`…) of a relationship seen from its origin. */
export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m' | 'computed';

/** A junction table's two foreign keys, for many-to-many. */
export interface Junction {
  table: string;
  /** The key to the origin and its columns as `[junction column, origin column]`. */
  sourceConstraint: string;
  sourceCols: [string, string][];
  /** The key to the target and its columns as `[junction column, target column]`. */
  targetConstraint: string;
  targetCols: [string, string][];
}

/** A relationship from `table` (the origin) to `target`, as PostgREST's schema cache keeps it. */
export interface Relationship {
  cardinality: Cardinality;
  table: string;
  target: string;
  /** Foreign key name (none for many-to-many and computed). */
  constraint?: string;
  /** Column pairs `[origin column, target column]` (direct relationships). */
  cols: [string, string][];
  junction?: Junction;
  /** Computed relationship: the function taking the origin's row. */
  fn?: string;
  toOne: boolean;
  isSelf: boolean;
}

/** The foreign-key graph and the functions of a row type, read from the catalog. */
export interface SchemaGraph {
  /** Columns of every table, in their order (the schema cache's). */
  tables: Map<string, Set<string>>;
  /** Relationships by origin table. */
  rels: Map<string, Relationship[]>;
  /** Computed fields: table → function names returning a scalar of the table's row. */
  computed: Map<string, Set<string>>;
}

interface FkRow {
  name: string;
  tbl: string;
  ftbl: string;
  cols: string[];
  fcols: string[];
}
interface KeyRow {
  tbl: string;
  cols: string[];
  pk: boolean;
}
interface FnRow {
  name: string;
  tbl: string;
  retset: boolean;
  rows: number;
  ret: string | null;
}

const columnsOf = (rel: string, keys: string) =>
  `array(select a.attname::text from unnest(${keys}) with ordinality k(n, i)
     join pg_attribute a on a.attrelid = ${rel} and a.attnum = k.n order by k.i)`;

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

function add(rels: Map<string, Relationship[]>, r: Relationship) {
  const list = rels.get(r.table) ?? [];
  list.push(r);
  rels.set(r.table, list);
}

/** Builds the graph: both directions of every key, junctions and the row-type functions. */
function build(fks: FkRow[], keys: KeyRow[], fns: FnRow[], schema: SchemaCache): SchemaGraph {
  const rels = new Map<string, Relationship[]>();
  const unique = (tbl: string, cols: string[]) => keys.some((k) => k.tbl === tbl && sameSet(k.cols, cols));
  for (const fk of fks) {
    const pairs = fk.cols.map((c, i): [string, string] => [c, fk.fcols[i] as string]);
    const o2o = unique(fk.tbl, fk.cols);
    const isSelf = fk.tbl === fk.ftbl;
    add(rels, {
      cardinality: o2o ? 'o2o' : 'm2o',
      table: fk.tbl,
      target: fk.ftbl,
      constraint: fk.name,
      cols: pairs,
      toOne: true,
      isSelf,
    });
    add(rels, {
      cardinality: o2o ? 'o2o' : 'o2m',
      table: fk.ftbl,
      target: fk.tbl,
      constraint: fk.name,
      cols: pairs.map(([a, b]): [string, string] => [b, a]),
      toOne: o2o,
      isSelf,
    });
  }
  // Many-to-many: a junction whose two foreign keys are both part of its primary key.
  for (const a of fks) {
    const pk = keys.find((k) => k.pk && k.tbl === a.tbl)?.cols ?? [];
    for (const b of fks) {
      if (a === b || a.tbl !== b.tbl) continue;
      if (![...a.cols, ...b.cols].every((c) => pk.includes(c))) continue;
      add(rels, {
        cardinality: 'm2m',
        table: a.ftbl,
        target: b.ftbl,
        cols: [],
        junction: {
          table: a.tbl,
          sourceConstraint: a.name,
          sourceCols: a.cols.map((c, i): [string, string] => [c, a.fcols[i] as string]),
          targetConstraint: b.name,
          targetCols: b.cols.map((c, i): [string, string] => [c, b.fcols[i] as string]),
        },
        toOne: false,
        isSelf: a.ftbl === b.ftbl,
      });
    }
  }
  const computed = new Map<string, Set<string>>();
  for (const f of fns) {
    if (f.ret && schema.has(f.ret)) {
      add(rels, {
        cardinality: 'computed',
        table: f.tbl,
        target: f.ret,
        fn: f.name,
        cols: [],
        toOne: !f.retset || f.rows === 1,
        isSelf: f.tbl === f.ret,
      });
    } else if (!f.retset) {
      const set = computed.get(f.tbl) ?? new Set<string>();
      set.add(f.name);
      computed.set(f.tbl, set);
    }
  }
  const tables = new Map([...schema].map(([name, info]): [string, Set<string>] => [name, info.columns]));
  return { tables, rels, computed };
}

/** Reads the foreign keys, unique keys and row-type functions of `public` (three catalog queries). */
async function loadGraph(db: Db, schema: SchemaCache): Promise<SchemaGraph> {
  const fks = await db.query<FkRow>(
    `select c.conname::text as name, t.relname::text as tbl, f.relname::text as ftbl,
       ${columnsOf('c.conrelid', 'c.conkey')} as cols, ${columnsOf('c.confrelid', 'c.confkey')} as fcols
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid join pg_class f on f.oid = c.confrelid
     where c.contype = 'f' and t.relnamespace = 'public'::regnamespace
       and f.relnamespace = 'public'::regnamespace
     order by t.relname, c.conname`,
  );
  const keys = await db.query<KeyRow>(
    `select t.relname::text as tbl, ${columnsOf('c.conrelid', 'c.conkey')} as cols, c.contype = 'p' as pk
     from pg_constraint c join pg_class t on t.oid = c.conrelid
     where c.contype in ('p', 'u') and t.relnamespace = 'public'::regnamespace`,
  );
  // Functions of one argument (others defaulted) of a public table's row type: computed fields
  // (scalar result) and computed relationships (a table's row or set of rows).
  const fns = await db.query<FnRow>(
    `select p.proname::text as name, t.relname::text as tbl, p.proretset as retset,
       p.prorows::int as rows, r.relname::text as ret
     from pg_proc p
     join pg_type a on a.oid = p.proargtypes[0]
     join pg_class t on t.oid = a.typrelid and t.relnamespace = 'public'::regnamespace
     join pg_type rt on rt.oid = p.prorettype
     left join pg_class r on r.oid = rt.typrelid and r.relnamespace = 'public'::regnamespace
     where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
       and p.pronargs >= 1 and p.pronargs - p.pronargdefaults <= 1
     order by p.proname`,
  );
  return build(fks, keys, fns, schema);
}

const graphs = new WeakMap<SchemaCache, Promise<SchemaGraph>>();

/** Forgets the graph of a cache refilled in place (schema reload), so the next request reads it again. */
export function forgetGraph(schema: SchemaCache): void {
  graphs.delete(schema);
}

/**
 * The relationship graph of a schema cache, read once per cache (a reload refills the cache in
 * place and calls forgetGraph). Embeds, computed fields and relationship errors all come from here.
 */
export function schemaGraph(db: Db, schema: SchemaCache): Promise<SchemaGraph> {
  let g = graphs.get(schema);
  if (!g) {
    const loading = loadGraph(db, schema);
    loading.catch(() => {
      if (graphs.get(schema) === loading) graphs.delete(schema);
    });
    graphs.set(schema, loading);
    g = loading;
  }
  return g;
}
