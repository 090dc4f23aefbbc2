// The scenes `npm run shots` plays, as a child would (accessible names, like the browser tests):
// each step leaves the screen in a state worth showing, and names the caption shown meanwhile.
import { readFileSync } from 'node:fs';

const KEY =
  process.env.VITE_SUPABASE_ANON_KEY ??
  /^VITE_SUPABASE_ANON_KEY=(.+)$/m.exec(readFileSync('.env', 'utf8'))?.[1].trim();

/** Signs a parent up, adds a child who practised three days ago; returns a signed-in browser context. */
export async function familyContext(browser, base, options) {
  const res = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: KEY, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `shots-${Date.now()}@example.com`,
      password: 'Sunny-Maths-2024!',
      data: { full_name: 'Sam Parent' },
    }),
  });
  const session = await res.json();
  if (!res.ok) throw new Error(`shots sign-up failed: ${res.status}`);
  const rest = (method, path, body) =>
    fetch(`${base}/rest/v1/${path}`, {
      method,
      headers: {
        apikey: KEY,
        Authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const [child] = await rest('POST', 'student_profiles?select=*', {
    user_id: session.user.id,
    student_name: 'Mia',
    student_grade: '3rd grade',
  });
  // She practised before, so practice opens a session (not the first-time placement quiz).
  const at = Date.now() - 3 * 86_400_000;
  const facts = [
    [2, 2],
    [2, 5],
    [5, 2],
    [3, 4],
    [10, 3],
  ];
  await rest(
    'POST',
    'fact_attempts',
    facts.map(([a, b], i) => ({
      client_id: crypto.randomUUID(),
      student_profile_id: child.id,
      op: 'mul',
      a,
      b,
      answer: a * b,
      correct: true,
      ms: 1500,
      assisted: false,
      source: 'practice',
      at: new Date(at + i * 5000).toISOString(),
    })),
  );
  const context = await browser.newContext(options);
  const storageKey = `sb-${new URL(base).hostname.split('.')[0]}-auth-token`;
  await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [storageKey, JSON.stringify(session)]);
  return context;
}

/**
 * The buttons' accessible names and the warm-up's "tap 3" in each language the shots are taken in
 * (the app's own catalogues say the same; a missing name fails the run, it never guesses).
 */
const names = {
  en: {
    autoDistribute: 'Auto Distribute',
    child: 'Child',
    spin: 'Spin the Wheel',
    check: 'CHECK',
    enter: 'Enter',
    tap: 'tap',
  },
  'pt-BR': {
    autoDistribute: 'Distribuir sozinho',
    child: 'Criança',
    spin: 'Girar a roda',
    check: 'VERIFICAR',
    enter: 'Confirmar',
    tap: 'toque no',
  },
};

/** The accessible name of `key` in `lang` (a button's own value, e.g. "12", is the same in both). */
export const nameIn = (lang, key) => names[lang][key] ?? key;
const press = (page, name) => page.getByRole('button', { name, exact: true }).first().click();
const pause = (page, ms) => page.waitForTimeout(ms);

/** Answers the practice prompts the live region says, `count` times, on the on-screen pad. */
async function practise(page, count, lang) {
  const tapWord = nameIn(lang, 'tap');
  let previous = '';
  for (let i = 0; i < count; i++) {
    let said = '';
    for (let t = 0; t < 100; t++) {
      said = (await page.getByTestId('announcer').locator('p').last().textContent()) ?? '';
      if ((said.endsWith('= ?') || new RegExp(`${tapWord} \\d$`).test(said)) && said !== previous) break;
      await pause(page, 100);
    }
    previous = said;
    const tap = new RegExp(`${tapWord} (\\d)$`).exec(said);
    const fact = /(\d+) ([×÷]) (\d+) = \?$/.exec(said);
    if (!tap && !fact) return;
    const value = tap ? tap[1] : String(fact[2] === '×' ? fact[1] * fact[3] : fact[1] / fact[3]);
    await pause(page, 700);
    for (const d of value) await press(page, d);
    if (!tap) await press(page, nameIn(lang, 'enter'));
    await pause(page, 900);
  }
}

/**
 * The scenes in play order. A step with a `path` opens it and waits for the `ready` button (a key of
 * `names` or the button's own value; loading is left out of the video); `play(page, lang)` then plays
 * it; `shot` names the still taken after `play`; `after` plays on for the video only; `caption` is
 * its key in captions.mjs.
 */
export const steps = [
  {
    caption: 'castle',
    shot: 'hero',
    path: '/app/games/castle-towers',
    ready: '12',
    play: async (page) => {
      await pause(page, 1500);
      await press(page, '12');
      await pause(page, 2500);
    },
  },
  {
    caption: 'castle2',
    play: async (page) => {
      await press(page, '10');
      await pause(page, 3000);
    },
  },
  {
    caption: 'iceCream',
    shot: 'ice-cream',
    path: '/app/games/ice-cream-party',
    ready: 'autoDistribute',
    play: async (page, lang) => {
      await pause(page, 800);
      for (const child of [1, 2, 3, 4, 1, 2]) {
        await press(page, `${nameIn(lang, 'child')} ${child}`);
        await pause(page, 600);
      }
    },
    after: async (page, lang) => {
      await press(page, nameIn(lang, 'autoDistribute'));
      await pause(page, 3500);
    },
  },
  {
    caption: 'ferris',
    shot: 'ferris',
    path: '/app/games/ferris-wheel-race',
    ready: 'spin',
    play: async (page) => pause(page, 1500),
    after: async (page, lang) => {
      await press(page, nameIn(lang, 'spin'));
      await pause(page, 5000);
    },
  },
  {
    caption: 'lesson',
    shot: 'lesson',
    path: '/app/lesson/multiplication1',
    ready: '12',
    play: async (page, lang) => {
      await pause(page, 2000);
      await press(page, '12');
      await pause(page, 800);
      await press(page, nameIn(lang, 'check'));
      await pause(page, 2500);
    },
  },
  {
    caption: 'practice',
    shot: 'practice',
    path: '/app/practice',
    ready: 'enter',
    play: async (page, lang) => {
      await practise(page, 5, lang);
      await pause(page, 300);
    },
  },
];
