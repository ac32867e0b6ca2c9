import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { DEMO, buildTestApp, post } from '../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';

/** A minimal SMTP server that accepts every mail and keeps its DATA. */
function fakeSmtp(): { server: Server; received: string[] } {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let data: string[] | null = null;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push(data.join('\n'));
            data = null;
            socket.write('250 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('spec §7 password/forgot through SMTP (SMTP_URL set)', () => {
  it('sends the reset mail through the SMTP server instead of the outbox', async () => {
    const { server, received } = fakeSmtp();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    const outbox = mkdtempSync(join(tmpdir(), 'outbox-smtp-'));
    const app = await buildTestApp({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: outbox } });
    try {
      expect(app.mailer.kind).toBe('smtp');
      const res = await post(app, accountApi.passwordForgot.path, { email: DEMO.company });
      expect(res.body).toEqual({ success: true, code: 0, data: null });
      await app.mailer.settled();
      expect(received).toHaveLength(1);
      const mail = decodeQuotedPrintable(received[0]);
      expect(mail).toMatch(/^To: company@demo\.local$/m);
      expect(mail).toMatch(/^\/find-password\?token=[\w-]{43}$/m);
      expect(readdirSync(outbox)).toEqual([]);
    } finally {
      await app.close();
      server.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  });

  it('an unreachable SMTP server changes nothing in the answer (the failure is only logged)', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    const app = await buildTestApp({ mail: { smtpUrl: `smtp://127.0.0.1:${port}` }, logger: { level: 'warn', stream } });
    try {
      const known = await post(app, accountApi.passwordForgot.path, { email: DEMO.company });
      const unknown = await post(app, accountApi.passwordForgot.path, { email: 'nobody@demo.local' });
      expect(known).toEqual(unknown);
      expect(known.body.code).toBe(0);
      await app.mailer.settled();
      expect(logs.some((line) => line.includes('mail delivery through SMTP failed'))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
