import { RestError } from './errors';
import type { Relationship, SchemaGraph } from './relationships';

const cardinalityNames = {
  m2o: 'many-to-one',
  o2m: 'one-to-many',
  o2o: 'one-to-one',
  m2m: 'many-to-many',
  computed: 'computed',
} as const;

const single = (r: Relationship) => (r.cols.length === 1 ? r.cols[0] : undefined);
const fkCol = (r: Relationship, h: string) => single(r)?.[0] === h;
const fkRefCol = (r: Relationship, h: string) => single(r)?.[1] === h;
const constraint = (r: Relationship, h: string) => r.constraint !== undefined && r.constraint === h;
const junction = (r: Relationship, h: string) => r.junction?.table === h;

/** Whether `r` answers `origin?select=target!hint(...)`, by PostgREST's rules (Plan.hs findRel). */
function matches(r: Relationship, target: string, hint: string | undefined): boolean {
  if (r.cardinality === 'computed') return target === r.fn;
  if (r.isSelf && r.cardinality !== 'm2m') {
    // One key, two relationships: the table name gives the children (O2M), the column the parent.
    if (hint === undefined)
      return (
        (target === r.target && r.cardinality === 'o2m') || (fkCol(r, target) && r.cardinality === 'm2o')
      );
    return target === r.target && r.cardinality === 'o2m' && fkRefCol(r, hint);
  }
  if (hint === undefined) return target === r.target || constraint(r, target) || fkCol(r, target);
  return (
    target === r.target && (constraint(r, hint) || fkCol(r, hint) || fkRefCol(r, hint) || junction(r, hint))
  );
}

const cols = (list: string[]) => list.join(', ');

function candidate(r: Relationship, origin: string, target: string) {
  const relationship = r.junction
    ? `${r.junction.table} using ${r.junction.sourceConstraint}(${cols(r.junction.sourceCols.map((p) => p[0]))}) and ${r.junction.targetConstraint}(${cols(r.junction.targetCols.map((p) => p[0]))})`
    : `${r.constraint} using ${r.table}(${cols(r.cols.map((p) => p[0]))}) and ${r.target}(${cols(r.cols.map((p) => p[1]))})`;
  return {
    cardinality: cardinalityNames[r.cardinality],
    embedding: `${origin} with ${target}`,
    relationship,
  };
}

/** Trigram similarity of two names (0…1), for PGRST200's "Perhaps you meant" hint. */
function similarity(a: string, b: string): number {
  const grams = (s: string) => {
    const p = `  ${s.toLowerCase()} `;
    const out = new Set<string>();
    for (let i = 0; i + 3 <= p.length; i++) out.add(p.slice(i, i + 3));
    return out;
  };
  const ga = grams(a);
  const gb = grams(b);
  let common = 0;
  for (const g of ga) if (gb.has(g)) common++;
  return common / (ga.size + gb.size - common);
}

function closest(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let score = 0.3;
  for (const c of candidates) {
    const s = similarity(name, c);
    if (s > score) [best, score] = [c, s];
  }
  return best;
}

function noRelationship(graph: SchemaGraph, origin: string, target: string, hint?: string): RestError {
  const related = graph.rels.get(origin);
  const using = hint === undefined ? '' : ` using the hint '${hint}'`;
  let suggestion: string | undefined;
  if (hint === undefined) {
    const guess = related
      ? closest(target, new Set(related.map((r) => r.fn ?? r.target)))
      : closest(origin, graph.rels.keys());
    if (guess) suggestion = `Perhaps you meant '${guess}' instead of '${related ? target : origin}'.`;
  }
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}'${using} in the schema 'public', but no matches were found.`,
    suggestion ?? null,
  );
}

/**
 * The one relationship `origin?select=target!hint(...)` names: PGRST200 (400) when none, PGRST201
 * (300, the candidates in `details`) when several.
 */
export function findRel(graph: SchemaGraph, origin: string, target: string, hint?: string): Relationship {
  const found = (graph.rels.get(origin) ?? []).filter((r) => matches(r, target, hint));
  if (found.length === 1) return found[0] as Relationship;
  if (found.length === 0) throw noRelationship(graph, origin, target, hint);
  const options = found.map((r) => `'${target}!${r.junction?.table ?? r.constraint ?? r.fn}'`);
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    found.map((r) => candidate(r, origin, target)),
    `Try changing '${target}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
