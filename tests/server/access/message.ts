import { SESSION, type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/message.ts`. */
export const policy: Record<string, Policy> = {
  // §7 Messages: every admin's own.
  'GET /api/location/message/user-messages/page': SESSION,
  'GET /api/location/message/page': SESSION,
  'GET /api/location/message/message-type': SESSION,
  'POST /api/location/message/mark-read': SESSION,
  'POST /api/location/message/mark-all-read': SESSION,
  'POST /api/location/message/mark-delete': SESSION,
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  'GET /api/location/message/user-messages/page': { query: () => 'page=1&size=20' },
  'GET /api/location/message/page': { query: () => 'page=1&size=20' },
  'GET /api/location/message/message-type': {},
  'POST /api/location/message/mark-read': { body: () => ({ ids: [999999] }) },
  'POST /api/location/message/mark-all-read': {},
  'POST /api/location/message/mark-delete': { body: () => ({ ids: [999999] }) },
};
