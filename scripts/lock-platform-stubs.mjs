// This machine's npm registry mirror lacks some platform-only optional packages (biome and
// tailwind's oxide for macOS, Windows, Android, musl…), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock ("Missing: … from lock file"). This script
// writes lock entries for them, marked optional with their os/cpu, so `npm ci` skips them on Linux
// x64 without fetching anything. Run it after any `npm install` that rewrites the lock.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const pkgs = lock.packages;
const platformOf = (name) => {
  const os = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'wasm32'].find((o) =>
    name.includes(`-${o}-`),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'riscv64', 's390x', 'ppc64', 'loong64', 'wasm32'].find((c) =>
    name.includes(`-${c}`),
  );
  if (!os || !cpu) return null;
  return os === 'wasm32' ? { cpu: ['wasm32'] } : { os: [os], cpu: [cpu] };
};
let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (pkgs[key] || !/^\d/.test(version)) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    pkgs[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
    void path;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: added ${added} platform stub entries`);
