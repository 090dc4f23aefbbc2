import { expect } from '@playwright/test';

/**
 * The browser logs a page's own HTTP 404 answer (the server's status for an unknown path) as a
 * console error: waits for that one message and takes exactly it out of the fixture's list.
 */
export async function allowDocument404(consoleErrors: string[]): Promise<void> {
  const find = () => consoleErrors.findIndex((e) => e.includes('status of 404'));
  await expect.poll(find, { message: 'the 404 answer is logged' }).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(find(), 1);
}
