import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../src/app/paths';

/**
 * The app's routes as the server knows them: the patterns of src/app/paths.ts (`:name` segments are
 * dynamic) and, where the build listed them, the values each dynamic segment takes (lesson and game
 * ids). A dynamic segment without a list takes any value.
 */
export interface RouteTable {
  patterns: readonly string[];
  params: Readonly<Record<string, readonly string[]>>;
}

/**
 * The route table the build wrote to `<dist>/route-table.json` (scripts/build-steps/
 * post-10-route-table.mjs); without one (an older build), the patterns of paths.ts with any id.
 */
export function loadRouteTable(distDir: string): RouteTable {
  const file = join(distDir, 'route-table.json');
  if (existsSync(file)) {
    const table = JSON.parse(readFileSync(file, 'utf8')) as RouteTable;
    if (Array.isArray(table.patterns) && table.params && typeof table.params === 'object') return table;
  }
  return { patterns: Object.values(paths), params: {} };
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether `pathname` (decoded, without query) is one of the app's pages; a trailing slash is allowed. */
export function isAppRoute(pathname: string, table: RouteTable): boolean {
  const parts = segments(pathname);
  const known = new Map(Object.entries(table.params).map(([name, ids]) => [name, new Set(ids)]));
  return table.patterns.some((pattern) => {
    const want = segments(pattern);
    if (want.length !== parts.length) return false;
    return want.every((seg, i) => {
      if (!seg.startsWith(':')) return seg === parts[i];
      return known.get(seg.slice(1))?.has(parts[i]) ?? true;
    });
  });
}
