import type { AccountPolicy } from '../types.js';
import type { SessionPolicy } from './session.js';

// The sessions' and sign-ins' defaults, apart from the app so that the configuration's schema (config.ts) can name
// them without loading the whole server.
export const DEFAULT_SESSION: SessionPolicy = { idleMinutes: 120, maxHours: 12 };
export const DEFAULT_ACCOUNT: AccountPolicy = {
  resetTokenMinutes: 30,
  loginTokenMinutes: 5,
  loginMaxFailures: 5,
  loginMaxFailuresPerAddress: 20,
  loginLockMinutes: 15,
};
