import { addAppKey } from '../../repos/usage.js';
import type { Db } from '../types.js';

/**
 * Issue 14: the demo apps' ingestion keys, fixed so that `npm run simulate -- --live` and the tests can
 * report events to a demo server. Demo data only: a real app's keys are made at random and shown once.
 */
export const DEMO_APP_KEYS: Record<string, string> = {
  'demo-malls': 'ak_demo_malls_3c9e7a1f5b2d4e68',
  'other-co': 'ak_other_co_8f1d2c6b9a4e7035',
};

export async function seedAppKeys(db: Db, apps: Record<string, number>): Promise<void> {
  for (const [appCode, appId] of Object.entries(apps)) await addAppKey(db, appId, DEMO_APP_KEYS[appCode]);
}
