// The bench's frame timer, shared by scenes.bench.mjs and busiest.mjs.

/**
 * For `ms` after the page runs `startScript` (a click, or the reference wheel's spin): the rAF
 * frame deltas (what the display shows: whole vsyncs) and the intervals between the Pixi app's
 * renders (what each frame's work takes, not rounded up to a vsync).
 */
export async function frameTimes(page, startScript, ms) {
  return page.evaluate(
    ([code, duration]) =>
      new Promise((resolve) => {
        const deltas = [];
        const renders = [performance.now()];
        const hook = { postrender: () => renders.push(performance.now()) };
        const runners = window.__PIXI_APP__.renderer.runners;
        runners.postrender.add(hook);
        let last = performance.now();
        const begin = last;
        new Function(code)();
        const f = (t) => {
          deltas.push(t - last);
          last = t;
          if (t - begin < duration) requestAnimationFrame(f);
          else {
            runners.postrender.remove(hook);
            resolve({ frames: deltas.slice(1), renders: renders.slice(1).map((r, i) => r - renders[i]) });
          }
        };
        requestAnimationFrame(f);
      }),
    [startScript, ms],
  );
}
