// Post-build step: pre-renders the sales pages into dist/prerendered/<name>.html (the server sends
// those for their exact path), so the hero and headline are in the first response; main.tsx then
// hydrates them. The pages are compiled once more with Vite's SSR build and rendered with
// react-dom/server; the client's own dist/index.html is the template, so script and style tags match.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPageScript, renderSections } from './prerender-parts.mjs';

/**
 * Pages to pre-render: output name (as the server looks it up), path (its message areas are those
 * src/salesPages.ts lists for it, with which main.tsx mounts the page: they travel in the HTML, see
 * pageMessagesTag), source module, title, chunk name (to hydrate; or `script`: the page's own entry,
 * which hydrates nothing, and `sections`: the module's list of sections loaded as HTML).
 * Pages with `titles` are also rendered in those languages, into `<name>.<locale>.html` (the server
 * sends the one for the visitor's language, server/static.ts).
 */
const pages = [
  {
    name: 'index',
    path: '/',
    module: 'src/pages/landing/LandingPage.tsx',
    // No React in the browser: the page's skeletons, its sections as HTML files of their own (see
    // renderSections), and its own small script instead of the app's entry.
    export: 'LandingPageOnDemand',
    sections: 'landingSections',
    script: 'src/pages/landing/landingScript.ts',
    afterPaint: true,
    title: 'MathPop Fun Pack — multiplication and division games for kids aged 6–10',
    titles: { 'pt-BR': 'MathPop Fun Pack — jogos de multiplicação e divisão para crianças de 6 a 10 anos' },
  },
  {
    name: 'vsl',
    path: '/vsl',
    module: 'src/pages/vsl/VslPage.tsx',
    chunk: 'VslPage',
    afterPaint: true,
    title: 'Turn the fear of multiplication and division into joy — MathPop Fun Pack',
    titles: { 'pt-BR': 'Transforme o medo de multiplicação e divisão em alegria — MathPop Fun Pack' },
  },
  {
    name: 'checkout',
    path: '/checkout',
    module: 'src/pages/checkout/CheckoutPage.tsx',
    chunk: 'CheckoutPage',
    title: 'Test checkout — MathPop Fun Pack',
  },
  {
    name: 'privacy',
    path: '/privacy',
    module: 'src/pages/privacy/PrivacyPage.tsx',
    chunk: 'PrivacyPage',
    afterPaint: true,
    title: 'Privacy — what MathPop keeps about you and your child',
  },
];

/** Fonts the first paint uses (Latin subsets only; other subsets load on demand via unicode-range). */
const preloadFonts = [
  /^fredoka-latin-wght-normal-[\w-]+\.woff2$/,
  /^nunito-latin-wght-normal-[\w-]+\.woff2$/,
];

/**
 * Classic script for pages whose pre-rendered HTML works before hydration (plain links only): it
 * starts the app's module entry once the browser reports the first contentful paint and one more
 * frame has painted (it sits last in the body, so it runs once the whole document is parsed and that
 * frame holds all of it, even when a busy parser let a first paint through early), so downloading and running
 * React never competes with painting the hero. At that moment it also lets the web fonts
 * in (drops html.fonts-later): the first paint, the hero's text included, uses the metric-matched
 * fallback faces, so neither a font download nor a module holds back the largest paint. A timer
 * covers background tabs (no paint) and browsers without paint timing. Inline, allowed by its hash.
 * Pictures and captions marked `data-after-paint` (the hero's screenshot, the video's poster and captions) get their sources
 * at that moment too (see deferPictures), so before the first paint only the HTML and CSS load.
 * The web manifest's link is added then as well: Chromium fetches the manifest and its largest icon
 * (23 KB) as soon as the link is parsed, and Lighthouse's simulated LCP counts every request started
 * before the largest paint (with the link in the head, LCP was 1.23 s against 0.78 s FCP).
 */
const bootScript = `(()=>{const d=document,m=d.currentScript.dataset;let on=0;
const add=(t,p)=>d.head.appendChild(Object.assign(d.createElement(t),p));
const go=()=>{if(on)return;on=1;d.documentElement.classList.remove('fonts-later');
for(const e of d.querySelectorAll('[data-after-paint]'))for(const a of ['srcset','src','poster'])if(e.dataset[a])e.setAttribute(a,e.dataset[a]);
for(const u of m.preload.split(' '))if(u)add('link',{rel:'modulepreload',href:u});add('script',{type:'module',src:m.entry});
if(m.manifest)add('link',{rel:'manifest',href:m.manifest})};
try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();requestAnimationFrame(()=>setTimeout(go))}}).observe({type:'paint',buffered:true})}
catch{requestAnimationFrame(()=>setTimeout(go))}
requestAnimationFrame(()=>{});setTimeout(go,3e3)})();
`;

/**
 * In the pre-rendered HTML, moves the src, srcset and poster of images, videos and caption tracks
 * marked `data-after-paint`
 * to data- attributes; the boot script puts them back after the first paint, before React hydrates
 * (so the markup React sees matches what it rendered).
 */
const deferPictures = (html) =>
  html.replace(/<(img|video|track)\b[^>]*\bdata-after-paint=""[^>]*>/g, (tag) =>
    tag.replace(/ (src|srcset|poster)="/gi, (_, name) => ` data-${name.toLowerCase()}="`),
  );

/**
 * Inlines the poster of videos marked `data-inline-poster` as a data: URL, so it is painted with the
 * first frame (a poster fetched later would become the page's largest paint, late). Only in the
 * HTML: the client keeps the file's URL, and React does not rewrite attributes when hydrating.
 */
const inlinePosters = (html, dist) =>
  html.replace(/<video\b[^>]*\bdata-inline-poster=""[^>]*>/g, (tag) =>
    tag.replace(/ poster="\/(assets\/[\w.-]+\.webp)"/, (_, file) => {
      const data = readFileSync(join(dist, file)).toString('base64');
      return ` poster="data:image/webp;base64,${data}"`;
    }),
  );

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The chunk file of a page and every chunk it imports statically, so they can be preloaded at once. */
function chunkClosure(assetsDir, files, chunkName) {
  const first = files.find((f) => f.startsWith(`${chunkName}-`) && f.endsWith('.js'));
  if (!first) throw new Error(`prerender: no chunk named ${chunkName} in dist/assets`);
  const seen = new Set();
  const queue = [first];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(assetsDir, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) queue.push(m[1]);
  }
  return [...seen];
}

export default async function prerender({ root, dist }) {
  const { build } = await import('vite');
  const outDir = join(root, '.tmp', 'prerender-ssr');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rollupOptions: {
        input: {
          ...Object.fromEntries(pages.map((p) => [p.name, join(root, p.module)])),
          'i18n-prerender': join(root, 'src/i18n/prerender.tsx'),
          'sales-pages': join(root, 'src/salesPages.ts'),
        },
        output: { format: 'esm', entryFileNames: '[name].mjs' },
      },
    },
  });

  const { renderToString } = await import('react-dom/server');
  const { pageMessagesTag, prerenderElement } = await import(
    pathToFileURL(join(outDir, 'i18n-prerender.mjs')).href
  );
  const { salesPages } = await import(pathToFileURL(join(outDir, 'sales-pages.mjs')).href);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const assetsDir = join(dist, 'assets');
  const files = readdirSync(assetsDir);
  const fontLinks = preloadFonts
    .map((re) => files.find((f) => re.test(f)))
    .filter(Boolean)
    .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`);

  // The boot script is inline (no request before the first paint); the server allows exactly it by
  // its hash in the CSP (server/http.ts reads prerendered/script-hashes.json).
  const bootHash = `sha256-${createHash('sha256').update(bootScript).digest('base64')}`;
  const entryTag = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entryTag) throw new Error('prerender: no module entry script in dist/index.html');

  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  /** The pages' own scripts, built once: source → file name in dist/assets. */
  const scripts = new Map();
  const variants = pages.flatMap((page) => [
    { page, locale: 'en', title: page.title, file: `${page.name}.html` },
    ...Object.entries(page.titles ?? {}).map(([locale, title]) => ({
      page,
      locale,
      title,
      file: `${page.name}.${locale}.html`,
    })),
  ]);
  for (const { page, locale, title, file } of variants) {
    const mod = await import(pathToFileURL(join(outDir, `${page.name}.mjs`)).href);
    const areas = salesPages[page.path]?.[1];
    if (!areas) throw new Error(`prerender: ${page.path} is not in src/salesPages.ts`);
    let rendered = renderToString(await prerenderElement(mod[page.export ?? 'default'], locale, areas));
    if (page.sections)
      rendered = await renderSections({
        html: rendered,
        sections: mod[page.sections],
        locale,
        areas,
        assetsDir,
        renderToString,
        prerenderElement,
      });
    // A page that hydrates carries its messages; one with its own script renders nothing more.
    const messagesTag = page.script ? '' : await pageMessagesTag(locale, areas);
    const html = page.afterPaint ? inlinePosters(deferPictures(rendered), dist) : rendered;
    const chunks = page.script
      ? []
      : chunkClosure(assetsDir, files, page.chunk)
          .filter((f) => !template.includes(`/assets/${f}`))
          .map((f) => `/assets/${f}`);
    if (page.script && !scripts.has(page.script))
      scripts.set(page.script, await buildPageScript(root, dist, page.script));
    const script = page.script && scripts.get(page.script);
    let doc = template;
    let head = [
      ...fontLinks,
      ...chunks.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    if (page.afterPaint) {
      // Nothing but the HTML and the CSS before the first paint: the template's own module preloads
      // move to the boot script, the fonts come after the paint (html.fonts-later, see bootScript).
      const templatePreloads = [...doc.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      for (const m of templatePreloads) doc = doc.replace(m[0], '');
      const preload = script ? '' : [...templatePreloads.map((m) => m[1]), ...chunks].join(' ');
      const entry = script ? `/assets/${script}` : entryTag[1];
      const manifestTag = doc.match(/\s*<link rel="manifest" href="([^"]+)">/);
      if (manifestTag) doc = doc.replace(manifestTag[0], '');
      const manifestAttr = manifestTag ? ` data-manifest="${manifestTag[1]}"` : '';
      // The icon inline too: its request, made just before the first paint, would count towards it.
      const icon = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8').trim();
      doc = doc
        .replace(
          'href="/favicon.svg"',
          `href="data:image/svg+xml,${encodeURIComponent(icon).replace(/%20/g, ' ').replace(/'/g, '%27')}"`,
        )
        .replace('<html lang="en">', '<html lang="en" class="fonts-later">')
        .replace(entryTag[0], '')
        // Last in the body: it runs once the whole document is parsed, as a deferred script would.
        .replace(
          '</body>',
          `<script data-entry="${entry}" data-preload="${preload}"${manifestAttr}>${bootScript}</script>\n  </body>`,
        );
      if (!doc.includes('class="fonts-later"'))
        throw new Error('prerender: template has no <html lang="en">');
      head = [];
    }
    // The page's language, for the browser and for the client's first render (src/i18n/choice.ts).
    // Set for English too: a Portuguese browser sent the English page (its cookie says so) must
    // hydrate it in English.
    doc = doc.replace('<html lang="en"', `<html lang="${locale}" data-locale="${locale}"`);
    const out = doc
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', head.length ? `  ${head.join('\n    ')}\n  </head>` : '</head>')
      .replace(
        '<div id="root"></div>',
        `<div id="root">${html}</div>${messagesTag ? `\n    ${messagesTag}` : ''}`,
      );
    if (!out.includes(html)) throw new Error('prerender: template has no empty #root');
    writeFileSync(join(dist, 'prerendered', file), out);
  }
  writeFileSync(join(dist, 'prerendered', 'script-hashes.json'), `${JSON.stringify([bootHash])}\n`);
  rmSync(outDir, { recursive: true, force: true });
  console.log(`prerendered: ${variants.map((v) => v.file).join(', ')}`);
}
