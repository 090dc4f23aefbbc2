import { describe, expect, it } from 'vitest';
import { RestError } from './errors';
import { fieldName, parseFieldPath, parseSelectTree } from './select-parse';

describe('parseSelectTree', () => {
  it('reads fields, aliases, casts, JSON paths and aggregates', () => {
    const [a, b, c, d, e] = parseSelectTree('id, n:data->a->>b::int, "my col", amount.sum()::text, count()');
    expect(a).toEqual({ kind: 'field', column: 'id', json: [], alias: undefined });
    expect(b).toMatchObject({
      alias: 'n',
      column: 'data',
      cast: 'int',
      json: [
        { arrow: '->', key: 'a', index: false },
        { arrow: '->>', key: 'b', index: false },
      ],
    });
    expect(c).toMatchObject({ column: 'my col' });
    expect(d).toMatchObject({ column: 'amount', aggregate: 'sum', aggregateCast: 'text' });
    expect(e).toMatchObject({ column: '*', aggregate: 'count' });
    expect([a, b, c, d, e].map((f) => (f?.kind === 'field' ? fieldName(f) : ''))).toEqual([
      'id',
      'n',
      'my col',
      'sum',
      'count',
    ]);
  });

  it('reads embeds with aliases, hints, join types, spreads and nesting', () => {
    const [emb, spread] = parseSelectTree(
      'sender:people!message_sender_fkey!inner(name,tasks(*)),...clients(x:name)',
    );
    expect(emb).toMatchObject({
      kind: 'embed',
      name: 'people',
      alias: 'sender',
      hint: 'message_sender_fkey',
      join: 'inner',
      spread: false,
      select: [{ column: 'name' }, { kind: 'embed', name: 'tasks', select: [{ column: '*' }] }],
    });
    expect(spread).toMatchObject({ kind: 'embed', name: 'clients', spread: true, select: [{ alias: 'x' }] });
    expect(parseSelectTree('projects!inner()')[0]).toMatchObject({ kind: 'embed', select: [] });
  });

  it('names a JSON path by its last key, and reads array indexes', () => {
    const [f] = parseSelectTree('data->phones->0->>number');
    expect(f?.kind === 'field' && fieldName(f)).toBe('number');
    expect(parseFieldPath('data->tags->-1')).toEqual({
      column: 'data',
      json: [
        { arrow: '->', key: 'tags', index: false },
        { arrow: '->', key: '-1', index: true },
      ],
    });
  });

  it('refuses what PostgREST refuses, with PGRST100', () => {
    for (const bad of [
      'a(b',
      'a)',
      '...id',
      'id::regclass',
      'a!b!c!d(x)',
      'data->>a->b',
      'x:...a(b)',
      'a(b(c(d(e(f)))))',
      Array.from({ length: 17 }, (_, i) => `t${i}(id)`).join(','),
    ]) {
      expect(() => parseSelectTree(bad), bad).toThrow(RestError);
    }
  });
});
