import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newAddress, newClass, roster, signInChild, type TestClass } from './support/class';
import { publishableKey } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// Issue 26: a class session follows its teacher's language. The roster step (a right class code)
// answers the teacher's profiles.locale, and nothing else about them; a wrong code tells nothing.
vi.setConfig({ testTimeout: 60_000 });
let server: TestServer;
let k: TestClass;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  k = await newClass(server.url, ['Ana Silva']);
});
afterAll(() => server?.stop());

const setLocale = async (locale: string | null) => {
  const r = await k.sb.from('profiles').update({ locale }).eq('user_id', k.user.id);
  if (r.error) throw r.error;
};

describe("POST /auth/v1/class/roster: the teacher's language", () => {
  it('is null while the teacher never chose one, then follows their profile', async () => {
    const before = await roster(server.url, k.code, newAddress());
    expect(before.status).toBe(200);
    expect(((await before.json()) as { locale: unknown }).locale).toBeNull();

    await setLocale('pt-BR');
    const pt = await roster(server.url, k.code.toLowerCase(), newAddress());
    const body = (await pt.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['locale', 'students']);
    expect(body.locale).toBe('pt-BR');

    await setLocale('en');
    const en = await roster(server.url, ` ${k.code} `, newAddress());
    expect(((await en.json()) as { locale: unknown }).locale).toBe('en');
  });

  it('a profile keeps only the two languages', async () => {
    const r = await k.sb.from('profiles').update({ locale: 'fr' }).eq('user_id', k.user.id);
    expect(r.error?.code).toBe('23514');
  });

  it("a wrong code, no key or a child's token: 4xx and no language", async () => {
    await setLocale('pt-BR');
    const wrong = await roster(server.url, 'ZZZZZZ', newAddress());
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).not.toContain('pt-BR');

    const noKey = await fetch(`${server.url}/auth/v1/class/roster`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: k.code }),
    });
    expect(noKey.status).toBe(401);

    for (const code of [null, 42, ['x'], 'x'.repeat(1000)]) {
      const bad = await roster(server.url, code, newAddress());
      expect(bad.status).toBeGreaterThanOrEqual(400);
      expect(bad.status).toBeLessThan(500);
    }

    // A child's token changes nothing: the code decides, and a wrong one is still refused.
    const child = await signInChild(server.url, k);
    const asChild = await roster(server.url, 'ZZZZZZ', newAddress(), { token: child.access_token });
    expect(asChild.status).toBe(400);
    const right = await roster(server.url, k.code, newAddress(), { token: child.access_token });
    expect(((await right.json()) as { locale: unknown }).locale).toBe('pt-BR');
  });

  it("a child cannot read or change the teacher's language through the REST API", async () => {
    const child = await signInChild(server.url, k);
    const headers = { apikey: publishableKey, Authorization: `Bearer ${child.access_token}` };
    const read = await fetch(`${server.url}/rest/v1/profiles?select=locale`, { headers });
    expect(read.status).toBeLessThan(500);
    if (read.ok) expect(await read.json()).toEqual([]);
    const write = await fetch(`${server.url}/rest/v1/profiles?user_id=eq.${k.user.id}`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ locale: 'en' }),
    });
    expect(write.status).toBeGreaterThanOrEqual(200);
    expect(write.status).toBeLessThan(500);
    const after = await roster(server.url, k.code, newAddress());
    expect(((await after.json()) as { locale: unknown }).locale).toBe('pt-BR');
  });
});
