// Issue 17: the WeChat chores every few minutes: tokens that would expire before the next round are refreshed
// (each under its row lock, so with several server instances one refreshes and the others find it fresh), and
// audits still pending are asked for their status, in case WeChat's push was lost (recording it is idempotent).
import type { Db } from '../../db/types.js';
import type { WxOpenDeps } from '../../wechat/options.js';
import { auditingWxapps, platformsDue, wxappsDue } from '../../repos/wxapp/tokens.js';
import { pollAudit } from './code.js';
import { authorizerAccessToken, componentAccessToken, TOKEN_MARGIN_MS } from './tokens.js';

export const CHORE_INTERVAL_MS = 5 * 60_000;

export interface ChoreReport {
  platforms: number;
  wxapps: number;
  audits: number;
  failures: string[];
}

/** Refreshes every token expiring within the margin plus one round, and polls pending audits; failures are reported, not thrown. */
export async function runWechatChores(db: Db, deps: WxOpenDeps, now = new Date()): Promise<ChoreReport> {
  const due = new Date(now.getTime() + TOKEN_MARGIN_MS + CHORE_INTERVAL_MS);
  // A token valid past the next round, checked again under each row's lock: what another instance renewed meanwhile
  // is not renewed twice.
  const renewal = { horizonMs: now.getTime() + CHORE_INTERVAL_MS - Date.now() };
  const report: ChoreReport = { platforms: 0, wxapps: 0, audits: 0, failures: [] };
  const attempt = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
      return true;
    } catch (error) {
      report.failures.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  };
  const platforms = await platformsDue(db, due);
  for (const p of platforms) if (await attempt(`platform ${p.id}`, () => componentAccessToken(db, deps, p.id, renewal))) report.platforms++;
  const wxapps = await wxappsDue(db, due);
  for (const w of wxapps) if (await attempt(`mini-program ${w.id}`, () => authorizerAccessToken(db, deps, w.id, renewal))) report.wxapps++;
  const auditing = await auditingWxapps(db);
  for (const w of auditing) if (await attempt(`audit of ${w.id}`, () => pollAudit(db, deps, w.id, null))) report.audits++;
  return report;
}

/** Runs the chores 30 s after start and every CHORE_INTERVAL_MS; answers a stop function. */
export function startWechatChores(db: Db, deps: WxOpenDeps, log: (line: string) => void): () => void {
  const run = () =>
    runWechatChores(db, deps)
      .then((r) => {
        if (r.failures.length) log(`WeChat chores: ${r.failures.join('; ')}`);
      })
      .catch((error: unknown) => log(`WeChat chores failed: ${error instanceof Error ? error.message : String(error)}`));
  const first = setTimeout(run, 30_000);
  const every = setInterval(run, CHORE_INTERVAL_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
