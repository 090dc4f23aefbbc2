import type { Page } from '@playwright/test';

/** Every text the Pixi stage draws now (Text nodes, in tree order). */
export function stageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Node = { text?: unknown; visible?: boolean; children?: Node[] };
    const app = (globalThis as unknown as { __PIXI_APP__?: { stage: Node } }).__PIXI_APP__;
    const out: string[] = [];
    const walk = (n: Node) => {
      if (n.visible === false) return;
      if (typeof n.text === 'string' && n.text) out.push(n.text);
      for (const c of n.children ?? []) walk(c);
    };
    if (app) walk(app.stage);
    return out;
  });
}

/** The frame's controls and navigation: a random player never presses these. */
const NOT_PLAY =
  /^(Back|How to Play|Read aloud|Narration|Sound.*|Reset|Next Game|Previous Game|Back to Dashboard|Back to Games|Home|Complete Series|Play again|Play Again|New challenge|Classic round|Skip to content|New Journey|Close|Open menu)$/;

/** The scene's own buttons (the Pixi overlay's), by name. */
export async function playButtons(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('button')
    .evaluateAll((els) =>
      els
        .filter((e) => !(e as HTMLButtonElement).disabled && e.getAttribute('aria-hidden') !== 'true')
        .map((e) =>
          (e.getAttribute('aria-label') || e.textContent?.trim() || e.getAttribute('title') || '').trim(),
        ),
    );
  return names.filter((n) => n && !NOT_PLAY.test(n));
}

/** A small seeded random source, so a failing walk can be replayed. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
