import { type Policy } from './policies.js';
import type { Sample } from './sample.js';

/** The access the specification gives each call of `contract/endpoints/usage.ts`. */
export const policy: Record<string, Policy> = {
  // Issue 14: the apps report usage with their location app's key (no admin session, no cookie).
  'POST /api/collect': { auth: 'appKey' },
};

/** A small valid input per call (`{}`: none; the session and admin-type checks run before validation). */
export const samples: Record<string, Sample> = {
  // Issue 14: an admin's session is no app key: every actor gets 10008 (tests/server/routes/usage/collect.test.ts sends keys).
  'POST /api/collect': {
    body: (i) => ({
      events: [
        {
          ...{ id: 'matrix-1', type: 'app_open', time: new Date().toISOString(), buildingId: i.mall, userId: 'u_matrix', sessionId: 's_matrix' },
          ...{ platform: 'wechat', appVersion: '3.2.0', brand: 'Huawei', model: 'Mate 60', os: 'HarmonyOS', osVersion: '4.2', network: 'wifi' },
        },
      ],
    }),
  },
};
