import type { CollectBody, CollectResult } from '../schemas/usage.js';
import { post } from './endpoint.js';

/** Issue 14: the apps report usage events (authenticated by the location app's key, not an admin session). */
export const usageApi = {
  collect: post<CollectBody, CollectResult>('/api/collect'),
};
