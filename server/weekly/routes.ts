import { Hono } from 'hono';
import type { SigningKeys } from '../auth/keys';
import type { Db } from '../db/types';
import { unsubscribeUser } from './token';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A small page in MathPop's colours (inline styles: the CSP allows them, no script needed). */
function page(title: string, lines: string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · MathPop</title></head>
<body style="font-family:Arial,sans-serif;color:#1f1b2e;background:#fffdf8;line-height:1.5;max-width:560px;margin:0 auto;padding:32px 20px">
<p style="font-size:22px;font-weight:bold;color:#5b3cc4;margin:0 0 24px">MathPop</p>
<h1 style="font-size:26px;margin:0 0 16px">${escapeHtml(title)}</h1>
${lines.map((l) => `<p style="font-size:18px;margin:0 0 16px">${escapeHtml(l)}</p>`).join('\n')}
<p style="margin-top:32px"><a href="/app" style="color:#5b3cc4;font-weight:bold">Open MathPop</a></p>
</body></html>`;
}

/**
 * The weekly email's one-click unsubscribe, without signing in (issue 24 §4): the link's signed
 * token names the account. GET (the link in the mail) and POST (RFC 8058 mail programs) only ever
 * switch the weekly email off: switching it on needs the signed-in grown-up in Profile (issue 35
 * #10; a leaked link must not turn mail on). Answers the same page whether the account exists or not.
 */
export function weeklyRoutes(deps: { db: Db; keys: SigningKeys }) {
  const app = new Hono();
  const off = async (token: string) => {
    const user = await unsubscribeUser(deps.keys, token);
    if (!user) return false;
    await deps.db.query('update public.profiles set weekly_email = false where user_id = $1', [user]);
    return true;
  };
  const invalid = () =>
    page('This link does not work', [
      'The unsubscribe link is not complete or has expired. Sign in to MathPop and switch the weekly email off in Profile.',
    ]);
  const done = () =>
    page('You are unsubscribed', [
      'You will not get the MathPop weekly email any more.',
      'Changed your mind? Sign in to MathPop and switch it back on in Profile.',
    ]);
  app.get('/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!(await off(token))) return c.html(invalid(), 400);
    return c.html(done());
  });
  app.post('/unsubscribe', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = String(c.req.query('token') ?? form.token ?? '');
    if (!(await off(token))) return c.html(invalid(), 400);
    return c.html(done());
  });
  return app;
}
