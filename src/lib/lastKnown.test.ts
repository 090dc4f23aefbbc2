// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLastKnown, lastKnown } from './lastKnown';

afterEach(() => vi.restoreAllMocks());

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('lastKnown', () => {
  it('answers offline with the last answer kept for the same key, and only for it', async () => {
    expect(await lastKnown('students:u1', async () => [{ id: 'a' }])).toEqual([{ id: 'a' }]);
    // Kept in the background: wait until the device has it.
    await expect.poll(() => lastKnown('students:u1', offline).catch(() => null)).toEqual([{ id: 'a' }]);
    await expect(lastKnown('students:u2', offline)).rejects.toThrow('Failed to fetch');
  });

  it('rethrows errors that are not a missing network, and forgets everything on sign-out', async () => {
    await lastKnown('results:u3', async () => 3);
    await expect.poll(() => lastKnown('results:u3', offline).catch(() => null)).toBe(3);
    await expect(lastKnown('results:u3', () => Promise.reject(new Error('JWT expired')))).rejects.toThrow(
      'JWT expired',
    );
    await clearLastKnown();
    await expect(lastKnown('results:u3', offline)).rejects.toThrow('Failed to fetch');
  });

  it('offline, answers from the device at once without asking the network', async () => {
    await lastKnown('focus:s1', async () => 'kept');
    await expect.poll(() => lastKnown('focus:s1', offline).catch(() => null)).toBe('kept');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let asked = 0;
    const never = () => {
      asked++;
      return new Promise<string>(() => undefined);
    };
    expect(await lastKnown('focus:s1', never)).toBe('kept');
    await expect(lastKnown('focus:s2', never)).rejects.toThrow(/offline/);
    expect(asked).toBe(0);
  });

  it('with a deadline, a hung network gives the kept answer, and the late answer is kept for next time', async () => {
    await lastKnown('fact-log:s3', async () => 'old');
    await expect.poll(() => lastKnown('fact-log:s3', offline).catch(() => null)).toBe('old');
    let answer: (v: string) => void = () => undefined;
    const slow = () => new Promise<string>((resolve) => (answer = resolve));
    const started = Date.now();
    expect(await lastKnown('fact-log:s3', slow, { wait: 50 })).toBe('old');
    expect(Date.now() - started).toBeLessThan(1000);
    answer('new');
    await expect.poll(() => lastKnown('fact-log:s3', offline).catch(() => null)).toBe('new');
    // A network within the deadline wins; with nothing kept, the read waits for the network.
    expect(await lastKnown('fact-log:s3', async () => 'newest', { wait: 50 })).toBe('newest');
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('first'), 120));
    expect(await lastKnown('fact-log:s4', () => late, { wait: 20 })).toBe('first');
  });
});
