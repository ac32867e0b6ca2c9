import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClientGoneError } from '../../../server/src/errors/codes.js';
import { createLog } from '../../../server/src/log.js';
import type { App } from '../../../server/src/types.js';
import { CONSOLE_HEADERS, DEMO, buildTestApp, login } from '../helpers.js';
import { accountApi } from '#contract/endpoints/account.js';
import { platformFileApi } from '#contract/endpoints/platformFile.js';

/** Every log line the app writes, parsed. */
const lines: Array<{ level: number; msg: string; reqId?: string; req?: { url: string }; res?: { statusCode: number } }> = [];
/** The same lines as written: a key written twice would be lost in parsing. */
const raw: string[] = [];
const outboxDir = mkdtempSync(join(tmpdir(), 'request-log-'));
/** The errors requests' handlers ended with. */
const errors: unknown[] = [];
let app: App;
let port: number;
beforeAll(async () => {
  const stream = {
    write: (line: string) => {
      raw.push(line);
      lines.push(JSON.parse(line));
    },
  };
  // The server's own logger (log.ts), on a stream the test reads.
  app = await buildTestApp({ loggerInstance: createLog(stream), mail: { outboxDir } });
  app.addHook('onError', (_request, _reply, error, done) => {
    errors.push(error);
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('issue 34 §5 logs', () => {
  it('a client that goes away in the middle of its upload is logged at info with its request id, not as an error; its handler ends', async () => {
    const cookie = await login(app, DEMO.platform);
    const boundary = 'gone-away';
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const head = [
      `POST ${platformFileApi.add.path}?purpose=logo HTTP/1.1`,
      'Host: 127.0.0.1',
      `Cookie: ${cookie}`,
      ...Object.entries(CONSOLE_HEADERS).map(([name, value]) => `${name}: ${value}`),
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Content-Length: 200000',
      '',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    ].join('\r\n');
    socket.write(head);
    const upload = () => lines.find((l) => l.msg === 'incoming request' && l.req?.url.startsWith(platformFileApi.add.path));
    await vi.waitFor(() => expect(upload()).toBeDefined());
    // The handler is reading the file part when the client leaves.
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    const ofRequest = () => lines.filter((l) => l.reqId === upload()!.reqId);
    // The handler stops reading and ends (nothing waits for bytes that never come); nothing is logged as an error.
    await vi.waitFor(() => expect(errors).toEqual([expect.any(ClientGoneError)]), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ofRequest().map((l) => [l.level, l.msg])).toEqual([
      [30, 'incoming request'],
      [30, 'the client went away before the answer'],
    ]);
  });

  it('every line logged while a request is handled names it, the mailer’s (the app’s own logger) too, and only once', async () => {
    const started = lines.length;
    const answer = await app.inject({ method: 'POST', url: accountApi.passwordForgot.path, headers: CONSOLE_HEADERS, payload: { email: DEMO.business } });
    expect(answer.json()).toMatchObject({ code: 0 });
    const mailed = () => lines.slice(started).find((l) => l.msg.startsWith('mail written to outbox'));
    await vi.waitFor(() => expect(mailed()).toBeDefined());
    const incoming = lines.slice(started).find((l) => l.msg === 'incoming request' && l.req?.url === accountApi.passwordForgot.path)!;
    expect(incoming.reqId).toMatch(/^req-/);
    expect(mailed()!.reqId).toBe(incoming.reqId);
    expect(
      lines
        .slice(started)
        .filter((l) => l.reqId === incoming.reqId)
        .map((l) => l.msg),
    ).toEqual(['incoming request', expect.stringMatching(/^mail written to outbox/), 'request completed']);
    expect(
      raw
        .slice(started)
        .filter((line) => line.includes(incoming.reqId!))
        .map((line) => line.split('"reqId"').length - 1),
    ).toEqual([1, 1, 1]);
    // A line outside any request has none.
    app.log.info('between requests');
    expect(lines.at(-1)).toMatchObject({ msg: 'between requests' });
    expect(lines.at(-1)).not.toHaveProperty('reqId');
  });
});
