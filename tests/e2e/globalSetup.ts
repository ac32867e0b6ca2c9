import type { FullConfig } from '@playwright/test';

/**
 * Issue 14: the e2e server fills in the demo's usage history in the background after its first start
 * (USAGE_SEED_DAYS). Every spec waits for it: the statistics pages need the data, and the other specs should
 * not share the server's thread with the simulation.
 */
export default async function waitForUsageHistory(config: FullConfig): Promise<void> {
  const base = config.projects[0]?.use.baseURL;
  const deadline = Date.now() + 600_000;
  for (;;) {
    const status = (await (await fetch(`${base}/api/status`)).json()) as { data: { usageHistory: { state: string; daysDone: number; days: number } } };
    const { state, daysDone, days } = status.data.usageHistory;
    if (state === 'done' || state === 'none') return;
    if (state === 'failed') throw new Error('the server could not fill in the usage history (see its log)');
    if (Date.now() > deadline) throw new Error(`the usage history is still being filled in after 10 minutes (${daysDone}/${days} days)`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}
