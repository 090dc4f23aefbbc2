import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newAddress, newClass, roster, signInChild, type TestClass } from './support/class';
import { startTestServer, type TestServer } from './support/server';

// Issue 38: two Liams stay told apart on /class and in the child's session ("Liam K.").
vi.setConfig({ testTimeout: 60_000 });
let server: TestServer;
let k: TestClass;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  k = await newClass(server.url, ['Liam K.', 'liam Reis', 'Mia Santos', 'Liam']);
});
afterAll(() => server?.stop());

describe('class names', () => {
  it('the roster shows the typed disambiguation only where a first name is shared', async () => {
    const res = await roster(server.url, k.code, newAddress());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { students: { first_name: string }[] };
    expect(body.students.map((s) => s.first_name)).toEqual(['Liam K.', 'liam R.', 'Mia', 'Liam']);
  });

  it('the child session carries the same name', async () => {
    const session = await signInChild(server.url, k, 1);
    expect(session.user.user_metadata).toMatchObject({ first_name: 'liam R.' });
  });
});
