import type { FastifyRequest } from 'fastify';
import type { AccountPolicy } from '../types.js';

/** Links in mails point at the console: PUBLIC_URL, else the origin the request came to. */
export function consoleOrigin(policy: AccountPolicy, request: FastifyRequest): string {
  return (policy.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
