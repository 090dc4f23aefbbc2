// Post-build step: writes dist/route-table.json, the app's routes for the server (src/app/
// routeTable.ts: the patterns of src/app/paths.ts and the lesson and game ids), so an unknown path
// is answered with HTTP 404. The module is compiled with Vite's SSR build (it reads the scene
// games' manifests through import.meta.glob) and run once.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default async function routeTable({ root, dist }) {
  const { build } = await import('vite');
  const outDir = join(root, '.tmp', 'route-table-ssr');
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: join(root, 'src/app/routeTable.ts'),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      rollupOptions: { output: { format: 'esm', entryFileNames: 'route-table.mjs' } },
    },
  });
  // Data modules read their texts through Lingui: English source texts are enough for the table.
  const { i18n } = await import('@lingui/core');
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const mod = await import(pathToFileURL(join(outDir, 'route-table.mjs')).href);
  const table = mod.routeTable();
  writeFileSync(join(dist, 'route-table.json'), `${JSON.stringify(table)}\n`);
  rmSync(outDir, { recursive: true, force: true });
  console.log(
    `route table: ${table.patterns.length} patterns, ${table.params.lessonId.length} lessons, ${table.params.game.length} games`,
  );
}
