import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One mail of the server's outbox (DATA_DIR/outbox/*.eml), decoded enough to read. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The raw message (headers and MIME parts). */
  raw: string;
  /** The plain-text part, decoded. */
  text: string;
  /** The HTML part, decoded. */
  html: string;
}

// nodemailer writes text parts quoted-printable (long lines soft-wrapped) or 7bit.
function decodePart(headers: string, body: string): string {
  if (!/quoted-printable/i.test(headers)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function part(raw: string, type: string): string {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(raw)?.[1];
  if (!boundary) return '';
  for (const chunk of raw.split(`--${boundary}`)) {
    const split = chunk.search(/\r?\n\r?\n/);
    const headers = chunk.slice(0, split);
    if (new RegExp(`content-type:\\s*${type}`, 'i').test(headers)) {
      return decodePart(headers, chunk.slice(split).trim());
    }
  }
  return '';
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.slice(0, raw.search(/\r?\n\r?\n/)))?.[1]?.trim() ?? '';

/** Every mail in the outbox folder, oldest first (file names start with the time). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file), 'utf8');
      return {
        file: join(dir, file),
        to: header(raw, 'To'),
        subject: header(raw, 'Subject'),
        raw,
        text: part(raw, 'text/plain'),
        html: part(raw, 'text/html'),
      };
    }),
  );
}

/**
 * The n-th (1-based) mail to `email` whose text holds a link to `path` (e.g. '/auth/reset'), waiting
 * for it (the server writes the file just after it answers). Returns the mail and the link.
 */
export async function waitForMail(
  dir: string,
  email: string,
  path: string,
  n = 1,
): Promise<{ mail: OutboxMail; link: URL }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await readOutbox(dir)).flatMap((mail) => {
      if (mail.to.toLowerCase() !== email.toLowerCase()) return [];
      const link = /(https?:\/\/\S+)/g.exec(mail.text.split('\n').find((l) => l.includes(path)) ?? '');
      return link?.[1] ? [{ mail, link: new URL(link[1]) }] : [];
    });
    const hit = found[n - 1];
    if (hit) return hit;
    if (Date.now() > deadline) throw new Error(`no mail #${n} to ${email} with a link to ${path}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The e2e server's outbox (playwright.config.ts exports its DATA_DIR as E2E_DATA_DIR). */
export function e2eOutbox(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return join(dir, 'outbox');
}
