import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratorMetadata } from '@supabase/postgrest-typegen';
import { beforeAll, describe, expect, it } from 'vitest';
import { withMigratedDatabase } from './database';
import { formatTypes, introspectPublic, renderDatabaseTypes, staleness, typesPath } from './render';

const root = join(import.meta.dirname, '../..');

/** The `{ … }` (or `[ … ]`) block under `path`, one key inside the other, whitespace collapsed. */
function block(text: string, ...path: string[]): string {
  let from = 0;
  let end = text.length;
  for (const key of path) {
    const at = text.indexOf(`${key}: `, from);
    if (at < 0 || at > end) throw new Error(`no ${path.join(' > ')} in the generated types`);
    const open = at + key.length + 2;
    const [opening, closing] = text[open] === '[' ? ['[', ']'] : ['{', '}'];
    let depth = 0;
    let i = open;
    for (; i < end; i++) {
      if (text[i] === opening) depth++;
      else if (text[i] === closing && --depth === 0) break;
    }
    from = open;
    end = i;
  }
  return text.slice(from, end + 1).replace(/\s+/g, ' ');
}

let metadata: GeneratorMetadata;
let types: string;

beforeAll(async () => {
  // The real migrations plus one object of each shape the mapping must handle.
  metadata = await withMigratedDatabase(root, async (db) => {
    await db.batch(readFileSync(join(import.meta.dirname, 'fixture.sql'), 'utf8'));
    return introspectPublic(db);
  });
  types = formatTypes(await renderDatabaseTypes(metadata), root);
}, 180_000);

describe('generated Database type', () => {
  it('types each column of a table Row, with nullable columns as `| null`', () => {
    expect(block(types, 'typegen_child', 'Row')).toBe(
      "{ doubled: number | null; id: number; meta: Json | null; mood: Database['public']['Enums']['typegen_mood']; note: string | null; parent_id: number; score: number; seen_at: string | null; tags: string[]; }",
    );
  });

  it('makes identity, defaulted and nullable columns optional in Insert, and generated ones never', () => {
    const insert = block(types, 'typegen_child', 'Insert');
    expect(insert).toContain(' id?: number;');
    expect(insert).toContain(' score?: number;');
    expect(insert).toContain(' note?: string | null;');
    expect(insert).toContain(' doubled?: never;');
    expect(insert).toContain(' parent_id: number;');
    expect(insert).toContain(' tags: string[];');
    // GENERATED ALWAYS AS IDENTITY cannot be written at all.
    expect(block(types, 'typegen_parent', 'Insert')).toBe('{ id?: never; name: string; }');
    // Update: every column optional.
    expect(block(types, 'typegen_child', 'Update')).not.toMatch(/ [a-z_]+: /);
  });

  it('turns foreign keys within public into Relationships, leaving out auth.users', () => {
    expect(block(types, 'typegen_child', 'Relationships')).toBe(
      "[ { foreignKeyName: 'typegen_child_parent_id_fkey'; columns: ['parent_id']; referencedRelation: 'typegen_parent'; referencedColumns: ['id']; }, ]",
    );
    const results = block(types, 'activity_results', 'Relationships');
    expect(results).toContain("referencedRelation: 'student_profiles'");
    expect(results).not.toContain('users');
    expect(block(types, 'student_profiles', 'Relationships')).toBe('[]');
  });

  it('lists views, RPC functions with their arguments and results, and enums', () => {
    expect(block(types, 'Views', 'typegen_notes', 'Row')).toBe('{ id: number | null; note: string | null; }');
    expect(block(types, 'Functions', 'typegen_add')).toBe(
      '{ Args: { a: number; b?: number }; Returns: number }',
    );
    expect(block(types, 'Functions', 'typegen_children', 'Args')).toBe('{ p: number }');
    expect(block(types, 'Functions', 'export_my_data_head')).toBe(
      '{ Args: Record<PropertyKey, never>; Returns: Json }',
    );
    expect(block(types, 'Enums')).toBe("{ typegen_mood: 'happy' | 'sad'; }");
  });

  it('leaves out trigger functions and other schemas', () => {
    expect(types).not.toContain('handle_new_user');
    expect(types).not.toContain('schema_migrations');
    expect(types).not.toContain('refresh_tokens');
  });

  it('renders the same text whatever order the catalog returned its rows in', async () => {
    const reversed = Object.fromEntries(
      Object.entries(metadata).map(([k, v]) => [k, Array.isArray(v) ? [...v].reverse() : v]),
    ) as GeneratorMetadata;
    expect(await renderDatabaseTypes(reversed)).toBe(await renderDatabaseTypes(metadata));
  });

  it('is formatted as the repo formats its code (Biome), so lint passes on it', () => {
    expect(types).toContain("PostgrestVersion: '12';");
    expect(formatTypes(types, root)).toBe(types);
  });
});

describe('staleness check', () => {
  it('passes only when the committed file is exactly the fresh generation', () => {
    expect(staleness('a\nb\n', 'a\nb\n')).toBeNull();
    expect(staleness(null, 'a\n')).toBe(
      `${typesPath} is missing. Run \`npm run db:types\` and commit the result.`,
    );
  });

  it('names the first differing line and the command that fixes it', () => {
    const message = staleness('a\nold: string;\nc\n', 'a\nnew: number;\nc\n');
    expect(message).toContain('First difference at line 2:');
    expect(message).toContain('committed: old: string;');
    expect(message).toContain('generated: new: number;');
    expect(message).toContain('npm run db:types');
  });
});
