// Issue 34 §8: where the proxy suite's parts listen and keep their files; read by playwright.proxy.config.ts (which
// starts them) and the spec (which checks what each part did).
import { join } from 'node:path';

/** nginx's TLS port; the two servers take the next two. */
export const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? 8443);
export const SERVER_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2] as const;
/** The address the browser uses. */
export const PROXY_URL = `https://127.0.0.1:${PROXY_PORT}`;
/**
 * The servers' PUBLIC_URL: the same nginx under the name the certificate also carries. It differs from the address
 * the browser uses, so a mailed link proves it came from PUBLIC_URL and a passed CSRF check proves the server compared
 * the Origin with the forwarded host and scheme, not with PUBLIC_URL.
 */
export const PUBLIC_URL = `https://localhost:${PROXY_PORT}`;
export const FOLDER = `.tmp/proxy-e2e-${PROXY_PORT}`;
/** Each server's DATA_DIR: with DATABASE_URL it holds only the mails written without SMTP (outbox/). */
export const dataDirOf = (port: number) => join(FOLDER, `server-${port}`);
/** LOGIN_MAX_FAILURES_PER_ADDRESS of both servers: the spec's last test reaches it from one client. */
export const FAILURES_PER_ADDRESS = 4;
