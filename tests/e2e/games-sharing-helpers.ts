import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** The frame's aria-live region, fed by announce(). */
export const announcer = (page: Page) => page.getByTestId('announcer');

/**
 * Activates a scene's accessible button (a Pixi accessibility-overlay button) by its exact name, the
 * way a screen reader or keyboard does: a click event on the button itself. (A pointer click at its
 * box would miss while the engine's overlay sits one header height below the canvas objects.)
 */
export async function press(page: Page, name: string, times = 1): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  for (let i = 0; i < times; i++) await button.dispatchEvent('click');
}

/**
 * Waits until the live region has said `text` (verbatim). Timed steps run on GSAP's clock, which
 * slows down when frames lag (software WebGL on a busy machine), so they get a longer wait.
 */
export async function expectSaid(page: Page, text: string, timeout = 10_000): Promise<void> {
  await expect(announcer(page)).toContainText(text, { timeout });
}

/** The wait for a step that follows a timed effect (200 ms steps, 1.5 s, 3 s). */
export const TIMED = 45_000;

/**
 * In the page: the Pixi object labelled `name`, as a page point (its origin) or as its bounds in
 * canvas space; null while it is not on stage. Self-contained: Playwright sends its source to the page.
 */
function measureLabelled([name, what]: [string, 'point' | 'bounds']) {
  type Box = { x: number; y: number; width: number; height: number };
  type Node = {
    label?: string;
    children?: Node[];
    getGlobalPosition(): { x: number; y: number };
    getBounds(): Box;
  };
  const app = (globalThis as unknown as { __PIXI_APP__?: { stage: Node; canvas: HTMLCanvasElement } })
    .__PIXI_APP__;
  const find = (n: Node): Node | null => {
    if (n.label === name) return n;
    for (const c of n.children ?? []) {
      const hit = find(c);
      if (hit) return hit;
    }
    return null;
  };
  const node = app ? find(app.stage) : null;
  if (!app || !node) return null;
  if (what === 'bounds') {
    const b = node.getBounds();
    return { x: b.x, y: b.y, width: b.width, height: b.height };
  }
  const p = node.getGlobalPosition();
  const r = app.canvas.getBoundingClientRect();
  return { x: r.left + p.x, y: r.top + p.y };
}

/**
 * Page coordinates (CSS px) of the Pixi object labelled `label`, from the live app, once it stands
 * still: waits for it (the frame can announce before the scene's objects are mounted) and for any
 * tween moving it to end (two frames in a row at the same point). Right after a drop, the bowl's new
 * top scoop is still sliding into place (124 px above its rest at CPU ×4): measured then, ice cream
 * party 1's next drag started off the scoop (a flaky failure in full runs under load).
 */
export async function stagePoint(page: Page, label: string): Promise<{ x: number; y: number }> {
  const measure = async () =>
    (await (
      await page.waitForFunction(measureLabelled, [label, 'point'] as [string, 'point'], { timeout: 30_000 })
    ).jsonValue()) as { x: number; y: number };
  const twoFrames = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  let at = await measure();
  for (let tries = 0; tries < 100; tries++) {
    await twoFrames();
    const next = await measure();
    if (next.x === at.x && next.y === at.y) return at;
    at = next;
  }
  throw new Error(`${label} kept moving`);
}

/** Canvas-space bounds of the Pixi object labelled `label` (null while it is not on stage). */
export function stageBounds(page: Page, label: string) {
  return page.evaluate(measureLabelled, [label, 'bounds'] as [string, 'bounds']) as Promise<{
    x: number;
    y: number;
    width: number;
    height: number;
  } | null>;
}

/** A real mouse drag from one page point to another, in small steps like a hand. */
export async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
}
