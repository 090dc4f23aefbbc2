import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newClass, signInChild, type TestClass } from './support/class';
import { api, newUser, type TestUser } from './support/client';
import { type AttemptRow, attempt, decodeLog, withChildren } from './support/facts';
import { startTestServer, type TestServer } from './support/server';

// Issue 37: a printed sheet (public.practice_sheets) and its marks, fact attempts with source
// 'paper' keyed by sheet and item (migration 20261128006010_practice_sheets.sql).
vi.setConfig({ testTimeout: 60_000 });
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.stop());

const FACTS = 'mul:3:4,div:3:4,mul:7:8,mul:3:4';
const week = '2026-W48';

/** A sheet for the user's child, made as the app makes it (insert, ignoring a reprint). */
async function newSheet(u: TestUser, student: string, facts = FACTS): Promise<string> {
  const ins = await u.sb.from('practice_sheets').upsert([{ student_profile_id: student, week, facts }], {
    onConflict: 'student_profile_id,week,facts',
    ignoreDuplicates: true,
  });
  if (ins.error) throw ins.error;
  const r = await u.sb
    .from('practice_sheets')
    .select('id')
    .eq('student_profile_id', student)
    .eq('week', week)
    .eq('facts', facts)
    .single();
  if (r.error) throw r.error;
  return r.data.id as string;
}

/** The app's mark: one paper attempt, idempotent on (sheet_id, sheet_item). */
function mark(token: string, row: object) {
  return api(server.url, '/rest/v1/fact_attempts?on_conflict=sheet_id,sheet_item', {
    method: 'POST',
    token,
    headers: { Prefer: 'resolution=ignore-duplicates,return=minimal' },
    body: JSON.stringify([row]),
  });
}

/** A paper answer to item `item` of `sheet`: untimed (ms 0); `over` changes the fact or answer. */
const paper = (student: string, sheet: string, item: number, over: Partial<AttemptRow> = {}) => ({
  ...attempt({ student_profile_id: student, source: 'paper', ms: 0, ...over }),
  sheet_id: sheet,
  sheet_item: item,
});

describe('marking a sheet', () => {
  let u: TestUser;
  let kid: string;
  let sheet: string;
  beforeAll(async () => {
    u = await newUser(server.url);
    [kid] = (await withChildren(u, 'Mia')) as [string];
    sheet = await newSheet(u, kid);
  });

  it('a reprint is the same sheet', async () => {
    expect(await newSheet(u, kid)).toBe(sheet);
    expect((await u.sb.from('practice_sheets').select('id')).data).toHaveLength(1);
  });

  it('a mark makes one attempt, and marking it twice still one', async () => {
    const token = u.session.access_token;
    const first = await mark(token, paper(kid, sheet, 3, { op: 'mul', a: 7, b: 8, answer: 56 }));
    expect(first.status).toBe(201);
    const again = await mark(token, paper(kid, sheet, 3, { op: 'mul', a: 7, b: 8, answer: 54 }));
    expect(again.status).toBe(201);
    const rows = await u.sb.from('fact_attempts').select('op, a, b, correct, ms, source, sheet_item');
    expect(rows.data).toEqual([
      { op: 'mul', a: 7, b: 8, correct: true, ms: 0, source: 'paper', sheet_item: 3 },
    ]);
    // The same fact printed twice is two answers (items 1 and 4).
    expect((await mark(token, paper(kid, sheet, 1, { answer: 12 }))).status).toBe(201);
    expect((await mark(token, paper(kid, sheet, 4, { answer: -1 }))).status).toBe(201);
    expect((await mark(token, paper(kid, sheet, 4, { answer: 12 }))).status).toBe(201);
    const log = decodeLog((await u.sb.rpc('fact_log', { p_student: kid })).data);
    const threeFour = log.facts.find((f) => f.op === 'mul' && f.a === 3 && f.b === 4);
    expect(threeFour?.n).toBe(2);
    // Paper answers carry a fifth element 2 in the log (accuracy only: src/fluency/rules.ts).
    expect(threeFour?.recent.map((r) => [r[0], r[4]])).toEqual(
      expect.arrayContaining([
        [1, 2],
        [0, 2],
      ]),
    );
    const cls = decodeLog((await u.sb.rpc('fact_log')).data);
    const seven = cls.facts.find((f) => f.op === 'mul' && f.a === 7);
    expect(seven?.recent[0]?.[4]).toBe(2);
  });

  it('refuses a mark whose fact is not the item, a timed paper answer, and paper without a sheet', async () => {
    const token = u.session.access_token;
    const wrongFact = await mark(token, paper(kid, sheet, 2, { op: 'mul', a: 3, b: 4, answer: 12 }));
    expect(wrongFact.status).toBe(403);
    const timed = await mark(token, paper(kid, sheet, 2, { op: 'div', a: 3, b: 4, answer: 3, ms: 900 }));
    expect(timed.status).toBe(400);
    const noSheet = await u.sb
      .from('fact_attempts')
      .insert(attempt({ student_profile_id: kid, source: 'paper', ms: 0 }));
    expect(noSheet.status).toBe(400);
    const practiceClaimsSheet = await mark(token, {
      ...paper(kid, sheet, 2, { op: 'div', a: 3, b: 4 }),
      source: 'practice',
    });
    expect(practiceClaimsSheet.status).toBe(400);
  });

  it('refuses a made-up sheet id', async () => {
    const res = await mark(u.session.access_token, paper(kid, randomUUID(), 1, { answer: 12 }));
    expect(res.status).toBe(403);
    const bad = await mark(u.session.access_token, paper(kid, 'not-a-uuid', 1, { answer: 12 }));
    expect(bad.status).toBe(400);
  });

  it('refuses another family: no read, no mark, no sheet for someone else’s child', async () => {
    const other = await newUser(server.url);
    const [theirs] = (await withChildren(other, 'Zoe')) as [string];
    expect((await other.sb.from('practice_sheets').select('*')).data).toEqual([]);
    const onMine = await mark(other.session.access_token, paper(theirs, sheet, 1, { answer: 12 }));
    expect(onMine.status).toBe(403);
    const asMyKid = await mark(other.session.access_token, paper(kid, sheet, 1, { answer: 12 }));
    expect(asMyKid.status).toBe(403);
    const forMyKid = await other.sb
      .from('practice_sheets')
      .insert({ student_profile_id: kid, week, facts: FACTS });
    expect(forMyKid.status).toBe(403);
    const count = await u.sb.from('fact_attempts').select('id', { count: 'exact', head: true });
    expect(count.count).toBe(3);
  });
});

describe("a child's token", () => {
  let k: TestClass;
  let sheet: string;
  let child: string;
  beforeAll(async () => {
    k = await newClass(server.url, ['Ana', 'Bruno']);
    sheet = await newSheet(k, k.students[0]!.id);
    child = (await signInChild(server.url, k, 0)).access_token;
  });

  it('reads no sheet, makes none, and marks none, not even its own', async () => {
    const read = await api(server.url, '/rest/v1/practice_sheets?select=*', { token: child });
    expect(read.status).toBe(403);
    const make = await api(server.url, '/rest/v1/practice_sheets', {
      method: 'POST',
      token: child,
      body: JSON.stringify({ student_profile_id: k.students[0]!.id, week, facts: FACTS }),
    });
    expect(make.status).toBe(403);
    const own = await mark(child, paper(k.students[0]!.id, sheet, 1, { answer: 12 }));
    expect(own.status).toBe(403);
    const count = await k.sb.from('fact_attempts').select('id', { count: 'exact', head: true });
    expect(count.count).toBe(0);
  });
});
