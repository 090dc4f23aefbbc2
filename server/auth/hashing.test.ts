import bcryptjs from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from './hashing';

describe('password hashing (@node-rs/bcrypt, off the event loop)', () => {
  it('verifies hashes made by bcryptjs, $2b$ and $2a$ alike', async () => {
    const made = bcryptjs.hashSync('Sunny-Maths-42', 10);
    expect(made.startsWith('$2b$10$')).toBe(true);
    // bcryptjs 2 wrote $2a$: the same algorithm for these passwords, only the label differs.
    const legacy = made.replace(/^\$2b\$/, '$2a$');
    for (const stored of [made, legacy]) {
      expect(await checkPassword('Sunny-Maths-42', stored, 4)).toBe(true);
      expect(await checkPassword('Sunny-Maths-43', stored, 4)).toBe(false);
    }
  });

  it('makes $2b$ hashes of the configured cost that bcryptjs verifies too', async () => {
    const stored = await hashPassword('Grüße-aus-Köln-7', 10);
    expect(stored).toMatch(/^\$2b\$10\$/);
    expect(bcryptjs.compareSync('Grüße-aus-Köln-7', stored)).toBe(true);
  });

  it('answers false for an unknown user after the same work', async () => {
    expect(await checkPassword('anything-at-all', undefined, 4)).toBe(false);
    expect(await checkPassword('not-a-real-password-00', undefined, 4)).toBe(false);
  });

  it('leaves the event loop free while hashing at cost 10', async () => {
    let worst = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
    }, 5);
    await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`Parallel-${i}-Maths`, 10)));
    clearInterval(timer);
    // bcryptjs blocked the loop ~60 ms per hash here; a few ms of timer slack on a loaded machine.
    expect(worst).toBeLessThan(200);
  });
});
