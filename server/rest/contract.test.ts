import { describe, expect, it } from 'vitest';
import { readRange, totalFor, writeRange } from './count';
import { RestError } from './errors';
import { negotiate, toCsv } from './media';
import { checkFilterSize, operatorSql, parseOp } from './operators';
import { parsePrefer, preferenceApplied } from './prefer';

const zones = new Set(['UTC', 'America/Sao_Paulo']);

describe('Prefer', () => {
  it('reads every preference and lists what applies, in PostgREST order', () => {
    const p = parsePrefer(
      'count=exact, return=representation, tx=rollback, timezone=UTC, missing=default',
      zones,
    );
    expect(preferenceApplied(p, 'insert')).toBe(
      'missing=default, return=representation, count=exact, tx=rollback, timezone=UTC',
    );
    expect(preferenceApplied(p, 'read')).toBe('count=exact, tx=rollback, timezone=UTC');
  });

  it('collects invalid preferences and refuses them only when strict', () => {
    expect(parsePrefer('foo, count=lots, timezone=Nowhere', zones).invalid).toEqual([
      'foo',
      'count=lots',
      'timezone=Nowhere',
    ]);
    expect(() => parsePrefer('handling=strict, foo', zones)).toThrow(RestError);
    expect(parsePrefer('handling=strict, max-affected=3', zones).maxAffected).toBe(3);
  });
});

describe('Accept', () => {
  it('negotiates by preference and refuses what is not offered', () => {
    expect(negotiate(undefined).kind).toBe('json');
    expect(negotiate('text/csv').kind).toBe('csv');
    expect(negotiate('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({
      kind: 'object',
      stripNulls: true,
    });
    expect(negotiate('text/html;q=0.9, text/csv').kind).toBe('csv');
    expect(negotiate('text/plain', 'text/plain')).toEqual({ kind: 'text', type: 'text/plain' });
    expect(() => negotiate('text/plain')).toThrow(/None of these media types are available: text\/plain/);
  });

  it('writes CSV as PostgreSQL record text', () => {
    expect(toCsv('[{"a":1,"b":"x y","c":null,"d":true,"e":"q\\"t"}]')).toBe('a,b,c,d,e\n1,"x y",,t,"q""t"');
    expect(toCsv('[]')).toBe('');
  });
});

describe('operators', () => {
  it('parses modifiers', () => {
    expect(parseOp('like(any)')).toEqual({ name: 'like', quantifier: 'any' });
    expect(parseOp('fts(english)')).toEqual({ name: 'fts', language: 'english' });
    expect(parseOp('cs(any)')).toBeUndefined();
    expect(parseOp('drop')).toBeUndefined();
  });

  it('builds quoted SQL only', () => {
    expect(operatorSql('_s."t"', 'cs', "{a,b'}")).toBe(`_s."t" @> '{a,b''}'`);
    expect(operatorSql('_s."n"', 'ilike(all)', '{*a*,b*}')).toBe(
      `_s."n"::text ilike all ('{%a%,b%}'::text[])`,
    );
    expect(operatorSql('_s."d"', 'wfts(simple)', 'x')).toBe(
      `_s."d" @@ websearch_to_tsquery('simple'::regconfig, 'x')`,
    );
  });

  it('keeps the caps', () => {
    expect(() => checkFilterSize('n', 'match', '(a)\\1')).toThrow(RestError);
    expect(() => checkFilterSize('n', 'like(any)', `{${Array(9).fill('a').join(',')}}`)).toThrow(RestError);
    expect(() => checkFilterSize('n', 'like', '*a*b*c*')).toThrow(RestError);
  });
});

describe('ranges', () => {
  it('answers 206 for a partial page and 416 past the end', () => {
    expect(readRange(0, 2, 4)).toEqual({ header: '0-1/4', status: 206 });
    expect(readRange(0, 0, 0)).toEqual({ header: '*/0', status: 200 });
    expect(() => readRange(10, 0, 4)).toThrow(RestError);
    expect(writeRange('PATCH', 2, true)).toBe('0-1/2');
    expect(writeRange('DELETE', 2, false)).toBe('*/*');
    expect(totalFor('estimated', 5000, 7000)).toBe(7000);
    expect(totalFor('estimated', 50, 7000)).toBe(50);
  });
});
