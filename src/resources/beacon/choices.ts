import type { BeaconHealth, BeaconLifecycle } from '#contract/schemas/beacon';

/** The values of the server's schema (issue 13), in the order the console offers them. */
export const BEACON_LIFECYCLES: readonly BeaconLifecycle[] = ['planned', 'deployed', 'retired'];
export const BEACON_HEALTHS: readonly BeaconHealth[] = ['healthy', 'batteryLow', 'unseen', 'neverSeen'];
