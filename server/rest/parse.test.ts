import { describe, expect, it } from 'vitest';
import { deleteSql, insertSql, readSql, type Target, updateSql } from './build';
import { RestError } from './errors';
import { parseQuery, splitTop } from './parse';

const q = (s: string) => parseQuery(new URLSearchParams(s));
const target: Target = {
  table: 'student_profiles',
  columns: new Set(['id', 'user_id', 'student_name', 'created_at']),
};

describe('parseQuery', () => {
  it('reads select, filters, order, limit and offset', () => {
    const plan = q(
      'select=id,name:student_name&user_id=eq.abc&student_name=not.in.(a,"b,c")&order=created_at.desc.nullslast,id&limit=10&offset=5',
    );
    expect(plan.select).toMatchObject([
      { kind: 'field', column: 'id', alias: undefined, cast: undefined },
      { kind: 'field', column: 'student_name', alias: 'name', cast: undefined },
    ]);
    expect(plan.where).toEqual([
      { kind: 'filter', column: 'user_id', negate: false, op: 'eq', value: 'abc' },
      { kind: 'filter', column: 'student_name', negate: true, op: 'in', value: '(a,"b,c")' },
    ]);
    expect(plan.order).toEqual([
      { column: 'created_at', desc: true, nulls: 'last' },
      { column: 'id', desc: false },
    ]);
    expect([plan.limit, plan.offset]).toEqual([10, 5]);
  });

  it('parses or/and trees', () => {
    const plan = q('or=(student_name.eq.a,and(id.gt.1,id.lt.5))');
    expect(plan.where[0]).toMatchObject({
      kind: 'logic',
      op: 'or',
      items: [{ column: 'student_name' }, { kind: 'logic', op: 'and' }],
    });
  });

  it('refuses unknown operators, embedding, odd casts and bad numbers', () => {
    for (const bad of [
      'a=zz.1',
      'a=eq',
      'select=kids(*',
      'select=id::text);drop',
      'limit=-1',
      'order=id.sideways',
    ]) {
      expect(() => q(bad), bad).toThrow(RestError);
    }
  });

  it('caps like/ilike patterns, in lists and filter values (issue 27)', () => {
    expect(() => q(`a=like.${'x'.repeat(65)}`)).toThrow(RestError);
    expect(() => q('a=ilike.*x*y*z*')).toThrow(RestError);
    expect(() => q('or=(a.like.*x*y*z*)')).toThrow(RestError);
    expect(() => q(`a=in.(${Array.from({ length: 257 }, (_, i) => i).join(',')})`)).toThrow(RestError);
    expect(() => q(`a=eq.${'x'.repeat(4097)}`)).toThrow(RestError);
    expect(q('a=ilike.*x*y*').where).toHaveLength(1);
    expect(q(`a=in.(${Array.from({ length: 256 }, (_, i) => i).join(',')})`).where).toHaveLength(1);
  });

  it('splits on top-level commas only', () => {
    expect(splitTop('a,(b,c),"d,e"')).toEqual(['a', '(b,c)', '"d,e"']);
  });
});

describe('SQL building', () => {
  it('quotes values and identifiers, never splicing them raw', () => {
    const sql = readSql(target, q("student_name=eq.x');drop table t;--&order=created_at.asc"), false, false);
    expect(sql).toContain(`_s."student_name" = 'x'');drop table t;--'`);
    expect(sql).toContain('order by _s."created_at" asc');
  });

  it('refuses unknown columns anywhere', () => {
    expect(() => readSql(target, q('select=secret'), false, false)).toThrow(/does not exist/);
    expect(() => readSql(target, q('secret=eq.1'), false, false)).toThrow(/does not exist/);
    expect(() => insertSql(target, q(''), [{ secret: 1 }], false, undefined)).toThrow(/does not exist/);
    expect(() => updateSql(target, q('id=eq.1'), { secret: 1 }, false)).toThrow(/does not exist/);
  });

  it('wraps writes in a top-level data-modifying CTE and checks single objects', () => {
    expect(insertSql(target, q(''), [{ student_name: 'a' }], true, undefined)).toMatch(
      /^with _r as \(insert into public\."student_profiles"/,
    );
    expect(deleteSql(target, q('id=eq.1'), true)).toContain('mathpop_internal.expect_single(count(*))');
  });

  it('turns an empty in-list into false and is.null into IS NULL', () => {
    expect(readSql(target, q('id=in.()'), false, false)).toContain('where false');
    expect(readSql(target, q('student_name=is.null'), false, false)).toContain('_s."student_name" is null');
  });
});
