import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';
import type { MailContent } from './templates';

/** One message to one address. */
export interface Mail extends MailContent {
  to: string;
  /** Extra headers (the weekly email's List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** Sends mail: over SMTP when SMTP_URL is set, else into DATA_DIR/outbox/ as .eml files. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The folder the embedded server writes mail to when no SMTP server is configured. */
export function outboxDir(config: ServerConfig): string {
  return join(config.dataDir, 'outbox');
}

// A name without long letter runs, so a log line naming the file never looks like a token
// (server/log.ts redacts runs of 20+ letters and digits): 20261124.061500.123.a1b2c3d4.eml
function fileName(): string {
  const t = new Date().toISOString().replace(/[-:]/g, '').replace('T', '.').replace('Z', '');
  return `${t}.${randomBytes(4).toString('hex')}.eml`;
}

/**
 * The server's mailer. SMTP through nodemailer's SMTP transport; without SMTP_URL, nodemailer builds
 * the same MIME message (text and HTML parts) and it is written as one file readable by the server's
 * user only, with a one-line notice naming the file (never the link inside it).
 */
export function createMailer(config: ServerConfig): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        });
      },
    };
  }
  const build = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await build.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      const dir = outboxDir(config);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const path = join(dir, fileName());
      await writeFile(path, info.message as Buffer, { mode: 0o600 });
      console.log(`[mail] ${mail.kind} mail written to ${path}`);
    },
  };
}
