import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { outboxDir } from './send';

/** The address of an .eml file's `To:` header (nodemailer writes one, maybe as `Name <addr>`). */
function recipient(eml: string): string | undefined {
  const head = eml.slice(0, eml.search(/\r?\n\r?\n/) >>> 0);
  const m = /^to:[ \t]*(.*(?:\r?\n[ \t].*)*)/im.exec(head);
  if (!m?.[1]) return undefined;
  const v = m[1].replace(/\r?\n[ \t]+/g, ' ').trim();
  return (/<([^>]+)>/.exec(v)?.[1] ?? v).trim().toLowerCase();
}

/**
 * Deletes the outbox's mails to any of `addresses` (a deleted account's mail may hold a live link;
 * it must not wait out OUTBOX_RETENTION_DAYS). Nothing to do with SMTP, or without an outbox.
 * Returns how many files went.
 */
export async function deleteOutboxMail(config: ServerConfig, addresses: string[]): Promise<number> {
  if (config.smtpUrl) return 0;
  const wanted = new Set(addresses.filter(Boolean).map((a) => a.toLowerCase()));
  const dir = outboxDir(config);
  const names = await readdir(dir).catch(() => [] as string[]);
  let n = 0;
  for (const name of names) {
    if (!name.endsWith('.eml')) continue;
    const path = join(dir, name);
    const text = await readFile(path, 'utf8').catch(() => '');
    const to = recipient(text);
    if (to && wanted.has(to)) {
      await unlink(path).catch(() => undefined);
      n++;
    }
  }
  return n;
}
