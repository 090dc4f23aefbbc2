// Debug probe for issue 39 §3 (not part of `npm run bench`): per game, each frame of its busiest
// animation with what the render loop drew in it (whole / partial / none, Mpx), the JS time spent in
// app.render, and the slowest frames first. After `npm run build`:
//   SCENES_BENCH_GAMES=secret-vault PROBE_RATE=4 node scripts/bench/frame-probe.mjs
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startAppServer } from './browser-bench.mjs';
import { busiestGames } from './busiest.mjs';
import { signedInContext } from './session.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const PORT = Number(process.env.SCENES_BENCH_PORT ?? 18554);
const BASE = `http://127.0.0.1:${PORT}`;
const RATE = Number(process.env.PROBE_RATE ?? 4);
const TOP = Number(process.env.PROBE_TOP ?? 8);

/** Per rAF for `ms` after `code` runs: delta, what was drawn since the last rAF, app.render JS ms. */
function probe(page, code, ms) {
  return page.evaluate(
    ([src, duration]) =>
      new Promise((resolve) => {
        const app = window.__PIXI_APP__;
        const c = app.frameCounts;
        const render = app.render.bind(app);
        let renderMs = 0;
        const gl = app.renderer.gl;
        let draws = 0;
        const de = gl.drawElements.bind(gl);
        gl.drawElements = (...a) => {
          draws++;
          return de(...a);
        };
        const da = gl.drawArrays.bind(gl);
        gl.drawArrays = (...a) => {
          draws++;
          return da(...a);
        };
        app.render = (...a) => {
          const t0 = performance.now();
          render(...a);
          renderMs += performance.now() - t0;
        };
        c.log = [];
        let snap = { ...c };
        const rows = [];
        let last = performance.now();
        const begin = last;
        new Function(src)();
        const who = [];
        const prevBox = new Map();
        const path = (n) => {
          const parts = [];
          for (let x = n; x?.parent; x = x.parent)
            parts.unshift(`${x.parent.children.indexOf(x)}${x.label ? `:${x.label}` : ''}`);
          return `${n.constructor.name}/${parts.join('/')}`;
        };
        const look = () => {
          if (!window.__probeWho) return;
          const visit = (n) => {
            if (!n.visible) return;
            if (n.children.length === 0) {
              const b = n.getBounds();
              const k = [b.x, b.y, b.width, b.height].map(Math.round).join(',');
              const was = prevBox.get(n);
              if (was !== undefined && was !== k && b.width * b.height > Number(window.__probeWho))
                who.push(`${Math.round(performance.now() - begin)} ${path(n)} ${was} -> ${k}`);
              prevBox.set(n, k);
            }
            for (const ch of n.children) visit(ch);
          };
          visit(app.stage);
        };
        look();
        const f = (t) => {
          look();
          const now = { ...c };
          rows.push({
            ms: +(t - last).toFixed(1),
            whole: now.whole - snap.whole,
            partial: now.partial - snap.partial,
            mpx: +((now.pixels - snap.pixels) / 1e6).toFixed(3),
            passes: now.passes - snap.passes,
            renderMs: +renderMs.toFixed(1),
            draws,
            at: Math.round(t - begin),
          });
          renderMs = 0;
          draws = 0;
          snap = now;
          last = t;
          if (t - begin < duration) requestAnimationFrame(f);
          else {
            app.render = render;
            gl.drawElements = de;
            gl.drawArrays = da;
            const log = c.log.map((e) => ({
              at: Math.round(e.at - begin),
              why: e.why,
              rects: e.rects.map((r) => [r.minX, r.minY, r.maxX, r.maxY].map(Math.round).join(',')).join(' '),
            }));
            c.log = undefined;
            resolve({ rows: rows.slice(1), log, who });
          }
        };
        requestAnimationFrame(f);
      }),
    [code, ms],
  );
}

const server = await startAppServer(root, PORT, 'probe');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-frame-rate-limit',
    '--disable-gpu-vsync',
  ],
});
try {
  const context = await signedInContext(browser, BASE);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('mathpop.challenge.')) localStorage.removeItem(key);
  });
  if (process.env.PROBE_INIT) await page.addInitScript(process.env.PROBE_INIT);
  const cdp = await context.newCDPSession(page);
  const button = (name) => page.getByRole('button', { name, exact: true });
  for (const g of busiestGames(root, process.env.SCENES_BENCH_GAMES?.split(','))) {
    await page.goto(`${BASE}/app/games/${g.id}`);
    await button(g.ready).first().waitFor({ timeout: 120_000 });
    for (const [name, times] of g.setup)
      for (let i = 0; i < times; i++)
        await button(name).dispatchEvent('click', undefined, { timeout: 60_000 });
    await button(g.press).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await page.waitForTimeout(300);
    if (process.env.PROBE_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const traced = [];
    if (process.env.PROBE_TRACE) {
      cdp.on('Tracing.dataCollected', (e) => traced.push(...e.value));
      await cdp.send('Tracing.start', {
        categories:
          process.env.PROBE_CATS ?? 'devtools.timeline,disabled-by-default-devtools.timeline,blink,cc,gpu',
        transferMode: 'ReportEvents',
      });
    }
    if (process.env.PROBE_WHO)
      await page.evaluate((n) => {
        window.__probeWho = n;
      }, Number(process.env.PROBE_WHO));
    const { rows, log, who } = await probe(
      page,
      `document.querySelector('button[title=${JSON.stringify(g.press)}]').click()`,
      g.ms,
    );
    if (process.env.PROBE_TRACE) {
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.end');
      await done;
      const names = new Map();
      for (const e of traced)
        if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
      const sum = new Map();
      for (const e of traced) {
        if (e.ph !== 'X' || !e.dur) continue;
        const key = `${names.get(`${e.pid}:${e.tid}`) ?? e.tid} ${e.name}`;
        sum.set(key, (sum.get(key) ?? 0) + e.dur / 1000);
      }
      if (process.env.PROBE_TRACE_FILE)
        (await import('node:fs')).writeFileSync(
          `${process.env.PROBE_TRACE_FILE}-${g.id}.json`,
          JSON.stringify(traced),
        );
      console.log(`trace ${g.id}:`);
      for (const [k, v] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROBE_TRACE)))
        console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
    }
    if (process.env.PROBE_PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      const dt = new Map();
      for (const [i, id] of profile.samples.entries())
        dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
      const self = new Map();
      for (const n of profile.nodes) {
        const f = n.callFrame;
        const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0) / 1000);
      }
      const total = [...self.values()].reduce((a, b) => a + b, 0);
      console.log(`profile ${g.id}: ${total.toFixed(0)} ms sampled`);
      for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.PROBE_PROFILE)))
        console.log(`  ${v.toFixed(1).padStart(7)} ms  ${k}`);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const sorted = rows.map((r, i) => ({ i, ...r })).sort((a, b) => b.ms - a.ms);
    const drawn = rows.filter((r) => r.whole + r.partial > 0).length;
    const whole = rows.reduce((s, r) => s + r.whole, 0);
    const mpx = rows.reduce((s, r) => s + r.mpx, 0);
    const passes = rows.reduce((s, r) => s + r.passes, 0);
    const p = (q) => [...rows].map((r) => r.ms).sort((a, b) => a - b)[Math.floor(q * (rows.length - 1))];
    console.log(
      `\n${g.id} ×${RATE}: ${rows.length} frames, p50 ${p(0.5)} p95 ${p(0.95)} ms; drawn ${drawn}, whole ${whole}, Mpx/drawn ${(mpx / Math.max(1, drawn)).toFixed(3)}, passes/drawn ${(passes / Math.max(1, drawn)).toFixed(2)}`,
    );
    for (const r of sorted.slice(0, TOP))
      console.log(
        `  #${r.i} @${r.at}ms ${r.ms} ms  ${r.whole ? 'WHOLE' : r.partial ? 'part ' : 'none '} ${r.mpx} Mpx  render ${r.renderMs} ms, ${r.draws} draws`,
      );
    if (process.env.PROBE_WHO)
      for (const w of who.slice(0, Number(process.env.PROBE_WHO_MAX ?? 40))) console.log(`  who ${w}`);
    if (process.env.PROBE_LOG) for (const e of log) console.log(`  @${e.at} ${e.why} ${e.rects}`);
    if (process.env.PROBE_ALL)
      console.log(rows.map((r) => `${r.ms}${r.whole ? 'W' : r.partial ? `p${r.mpx}` : '-'}`).join(' '));
  }
} finally {
  await browser.close();
  server.kill();
}
