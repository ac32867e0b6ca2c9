import type { FullConfig } from '@playwright/test';

/**
 * Issue 14: the e2e servers fill in the demo's usage history in the background after their first start
 * (USAGE_SEED_DAYS). Every spec waits for it: the statistics pages need the data, and the other specs should
 * not share the server's thread with the simulation. Each project's server is waited for (the specs' and the
 * accessibility walk's).
 */
async function waitForUsageHistory(base: string): Promise<void> {
  const deadline = Date.now() + 600_000;
  for (;;) {
    const status = (await (await fetch(`${base}/api/status`)).json()) as { data: { usageHistory: { state: string; daysDone: number; days: number } } };
    const { state, daysDone, days } = status.data.usageHistory;
    if (state === 'done' || state === 'none') return;
    if (state === 'failed') throw new Error(`${base} could not fill in the usage history (see its log)`);
    if (Date.now() > deadline) throw new Error(`${base} is still filling in the usage history after 10 minutes (${daysDone}/${days} days)`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

export default async function waitForServers(config: FullConfig): Promise<void> {
  const bases = new Set(config.projects.map((p) => p.use.baseURL).filter((b): b is string => !!b));
  await Promise.all([...bases].map(waitForUsageHistory));
}
