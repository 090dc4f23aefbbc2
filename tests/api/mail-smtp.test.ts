import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, newUser } from './support/client';
import { startTestServer, type TestServer } from './support/server';

// With SMTP_URL set, mail leaves over SMTP (nodemailer) and nothing is written to the outbox. The
// receiving end here is the least SMTP a client needs (RFC 5321 replies), recording each message.
let server: TestServer;
let smtp: Server;
const received: string[] = [];

function startSink(): Promise<number> {
  smtp = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (;;) {
        if (data) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 sink\r\n');
        else if (line.startsWith('DATA')) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.address() as { port: number }).port)),
  );
}

beforeAll(async () => {
  const port = await startSink();
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'MathPop <hello@mathpop.test>',
  });
});
afterAll(async () => {
  await server.stop();
  smtp.close();
});

describe('mail over SMTP', () => {
  it('sends the recovery mail through SMTP_URL, with text and HTML parts, and writes no outbox file', async () => {
    const u = await newUser(server.url);
    expect((await client(server.url).auth.resetPasswordForEmail(u.email)).error).toBeNull();
    const deadline = Date.now() + 10_000;
    const mine = () => received.find((m) => m.includes(u.email) && /Reset your MathPop password/.test(m));
    while (!mine() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    const message = mine() ?? '';
    expect(message).toMatch(/^From: MathPop <hello@mathpop\.test>/m);
    expect(message).toMatch(/text\/plain/);
    expect(message).toMatch(/text\/html/);
    expect(message).toContain(`${server.url}/auth/reset?token_hash=`);
    expect(existsSync(server.outbox)).toBe(false);
  });
});
