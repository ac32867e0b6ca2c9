import fp from 'fastify-plugin';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { AppError, Code } from '../errors/codes.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/schemas/csrfHeader.js';

export { CSRF_HEADER, CSRF_HEADER_VALUE };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `scheme://host[:port]` with default ports dropped, or null for anything that is not an http(s) origin. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a call must pass the check below: a POST (any method but GET/HEAD/OPTIONS), or a route that declares
 * `config.changesState` (spec §7's GET building/delete), unless it is an app's call (issue 14: it carries its key, not
 * the admin's cookie, nothing another site could borrow) or WeChat's callback (issue 17: proven by its message
 * signature, no session read). The API document asks for the header on the same calls (swagger.ts).
 */
export function checksSite(method: string, config: Pick<FastifyContextConfig, 'auth' | 'changesState'> | undefined): boolean {
  if (config?.auth === 'appKey' || config?.auth === 'wechat') return false;
  return !SAFE_METHODS.has(method) || config?.changesState === true;
}

const crossSite = () => new AppError(Code.FORBIDDEN, 'csrf.crossSite');

/**
 * Refuses a state-changing call that another site could have made with the admin's cookie (10003, HTTP 403):
 * - `Sec-Fetch-Site` present and not `same-origin` (`same-site`, `cross-site`, and `none` — a typed URL or a
 *   bookmark: the console never navigates to a changing call; tools that are not browsers send no such header);
 * - `Origin` present and not the server's own: the origin the request came to (its Host and scheme, read from
 *   X-Forwarded-Host/-Proto only with TRUST_PROXY), or PUBLIC_URL's when configured;
 * - no `X-Requested-With: indoor-console` (CSRF_HEADER), which a navigation or an HTML form cannot send.
 * Public calls (login, password forgot/reset, token-login, logout) are covered too. Unknown paths are left to
 * the 404 answer: nothing runs there.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    const publicOrigin = app.accountPolicy.publicUrl ? originOf(app.accountPolicy.publicUrl) : null;
    const headerName = CSRF_HEADER.toLowerCase();

    app.addHook('onRequest', async (request) => {
      if (request.is404 || !checksSite(request.method, request.routeOptions.config)) return;
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin') throw crossSite();
      const origin = request.headers.origin;
      if (origin !== undefined) {
        const own = originOf(`${request.protocol}://${request.host}`);
        const sent = originOf(origin);
        if (sent === null || (sent !== own && sent !== publicOrigin)) throw crossSite();
      }
      if (request.headers[headerName] !== CSRF_HEADER_VALUE) {
        throw new AppError(Code.FORBIDDEN, 'csrf.header', { header: `${CSRF_HEADER}: ${CSRF_HEADER_VALUE}` });
      }
    });
  },
  { name: 'csrf', dependencies: ['envelope'] },
);
