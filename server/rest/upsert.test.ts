import { describe, expect, it } from 'vitest';
import { insertSql, type Target } from './build';
import { parseQuery } from './parse';
import { conflictSql } from './upsert';

const q = (s: string) => parseQuery(new URLSearchParams(s));
const facts: Target = {
  table: 'fact_attempts',
  columns: new Set(['id', 'client_id', 'user_id', 'op', 'a', 'b']),
  primaryKey: ['id'],
};
const noKey: Target = { table: 'log', columns: new Set(['x', 'y']), primaryKey: [] };

describe('conflictSql (PostgREST upserts)', () => {
  it('is empty without a resolution: on_conflict alone is a plain insert', () => {
    expect(conflictSql(facts, q('on_conflict=client_id'), ['client_id'], undefined)).toBe('');
  });

  it('ignore-duplicates: ON CONFLICT (on_conflict columns) DO NOTHING', () => {
    expect(conflictSql(facts, q('on_conflict=client_id'), ['client_id', 'op'], 'ignore')).toBe(
      ' on conflict ("client_id") do nothing',
    );
    expect(conflictSql(facts, q('on_conflict="client_id", "op"'), ['client_id'], 'ignore')).toBe(
      ' on conflict ("client_id", "op") do nothing',
    );
  });

  it('merge-duplicates: DO UPDATE SET every inserted column from EXCLUDED', () => {
    expect(conflictSql(facts, q('on_conflict=client_id'), ['client_id', 'op'], 'merge')).toBe(
      ' on conflict ("client_id") do update set "client_id" = excluded."client_id", "op" = excluded."op"',
    );
  });

  it('defaults the conflict target to the primary key, as PostgREST does', () => {
    expect(conflictSql(facts, q(''), ['id', 'op'], 'merge')).toBe(
      ' on conflict ("id") do update set "id" = excluded."id", "op" = excluded."op"',
    );
    expect(conflictSql(facts, q(''), ['op'], 'ignore')).toBe(' on conflict ("id") do nothing');
  });

  it('is a plain insert on a table without a primary key and no on_conflict', () => {
    expect(conflictSql(noKey, q(''), ['x'], 'ignore')).toBe('');
    expect(conflictSql(noKey, q(''), ['x'], 'merge')).toBe('');
  });

  it('merge with no inserted columns does nothing', () => {
    expect(conflictSql(facts, q('on_conflict=client_id'), [], 'merge')).toBe(
      ' on conflict ("client_id") do nothing',
    );
  });

  it('refuses unknown on_conflict columns (42703) and an empty list', () => {
    expect(() => conflictSql(facts, q('on_conflict=nope'), ['op'], 'ignore')).toThrow(
      /column fact_attempts\.nope does not exist/,
    );
    expect(() => conflictSql(facts, q('on_conflict=client_id);drop'), ['op'], 'ignore')).toThrow(
      /does not exist/,
    );
    expect(() => conflictSql(facts, q('on_conflict='), ['op'], 'ignore')).toThrow(/on_conflict/);
  });

  it('is spliced into the insert statement', () => {
    const sql = insertSql(
      facts,
      q('on_conflict=client_id'),
      [{ client_id: 'x', op: 'mul' }],
      false,
      'ignore',
    );
    expect(sql).toContain('on conflict ("client_id") do nothing returning _s.*');
  });
});
