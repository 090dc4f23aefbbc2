// Parts of the pre-render step (post-20-prerender.mjs) for a page that runs no React: its sections
// as HTML files of their own, and its own script.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';

/**
 * Renders each section of a page that loads them as HTML (`page.sections`) into a file of its own,
 * `assets/section-<name>.<locale>-<hash>.html` (served like the other assets, compressed and cached
 * for good), and names that file in the section's wrapper (`data-src`) in the page's HTML, where
 * src/pages/landing/sectionLoader.ts finds it.
 */
export async function renderSections({
  html,
  sections,
  locale,
  areas,
  assetsDir,
  renderToString,
  prerenderElement,
}) {
  for (const { name, Component } of sections) {
    const fragment = renderToString(await prerenderElement(Component, locale, areas));
    const hash = createHash('sha256').update(fragment).digest('base64url').slice(0, 8);
    const file = `section-${name}.${locale}-${hash}.html`;
    writeFileSync(join(assetsDir, file), fragment);
    const wrapper = `data-section="${name}"`;
    if (!html.includes(wrapper)) throw new Error(`prerender: no wrapper ${wrapper} in the page`);
    html = html.replace(wrapper, `${wrapper} data-src="/assets/${file}"`);
  }
  return html;
}

/**
 * Builds a page's own script (`page.script`) into one file, `assets/<name>-<hash>.js`, with what it
 * imports inlined: a separate build, so the modules it shares with the app's entry (the locale
 * choice) are not split out of that entry into a chunk every other page would fetch too.
 */
export async function buildPageScript(root, dist, source) {
  const { build } = await import('vite');
  const name = basename(source, extname(source));
  const [{ output }] = [].concat(
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      resolve: { alias: { '@': join(root, 'src') } },
      build: {
        target: 'es2022',
        write: false,
        modulePreload: false,
        rolldownOptions: { input: join(root, source), output: { codeSplitting: false } },
      },
    }),
  );
  const code = output.find((o) => o.type === 'chunk' && o.isEntry).code;
  const file = `${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, 'assets', file), code);
  return file;
}
