import type { DatabaseKind } from '../db/types.js';
import type { UsageHistoryState } from '../db/seed/usage/demoHistory.js';

/** status: the server's version, database and uptime. */
export function serverStatus(server: { version: string; database: DatabaseKind; startedAt: string; usageHistory: UsageHistoryState }, now = Date.now()) {
  return {
    usageHistory: { ...server.usageHistory },
    status: 'ok' as const,
    version: server.version,
    database: server.database,
    startedAt: server.startedAt,
    uptimeSeconds: Math.max(0, Math.floor((now - Date.parse(server.startedAt)) / 1000)),
  };
}
