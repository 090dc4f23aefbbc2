// Game routes sit behind the sign-in guard: the scene benches sign a fresh user up through the
// embedded back end and hand the browser its session the way supabase-js keeps it.
const PUBLISHABLE_KEY = 'sb_publishable_mathpop_local_2f7c1d9e4b';

/** Signs a new user up on `base` and returns the session JSON (auto-confirm is on by default). */
export async function signUp(base) {
  const res = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'Sunny-Maths-2024!',
    }),
  });
  if (!res.ok) throw new Error(`bench sign-up failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A browser context whose pages start signed in on `base` (127.0.0.1 → key sb-127-auth-token). */
export async function signedInContext(browser, base, options) {
  const session = await signUp(base);
  const key = `sb-${new URL(base).hostname.split('.')[0]}-auth-token`;
  const context = await browser.newContext(options);
  await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(session)]);
  return context;
}

/** A `newPage(options)` source where every page is cold (its own context) and signed in. */
export function signedInPages(browser, base) {
  return {
    newPage: async (options) => {
      const context = await signedInContext(browser, base, options);
      const page = await context.newPage();
      page.on('close', () => context.close().catch(() => {}));
      return page;
    },
  };
}
