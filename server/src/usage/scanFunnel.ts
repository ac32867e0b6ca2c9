import type { CheckedEvent } from './check.js';

/**
 * Issue 15: 二维码分析's funnel per app session: its first QR code scan, and whether a navigation started (and one
 * arrived) after it. Computed from the session's stored scans and navigations, in time order (ties by client id).
 */

export const FUNNEL_TYPES = ['qr_scan', 'nav_start', 'nav_arrive'] as const;

export interface FunnelEvent {
  at: number;
  clientId: string;
  type: string;
  userId: string;
  scene: string | null;
}

export interface ScanSession {
  buildingId: number;
  sessionId: string;
  userId: string;
  scannedAt: number;
  scene: string;
  navigated: boolean;
  arrived: boolean;
}

/** The sessions a batch may change: those with a scan in it, and (`maybe`) those with a navigation, if they had a scan before. */
export function touchedSessions(events: readonly CheckedEvent[]): { scanned: Set<string>; maybe: Set<string> } {
  const scanned = new Set<string>();
  const maybe = new Set<string>();
  for (const e of events) {
    const key = `${e.buildingId}|${e.sessionId}`;
    if (e.type === 'qr_scan') scanned.add(key);
    else if (e.type === 'nav_start' || e.type === 'nav_arrive') maybe.add(key);
  }
  for (const key of scanned) maybe.delete(key);
  return { scanned, maybe };
}

/** A session's funnel from its stored funnel events (any order), or null without a scan. */
export function funnelOf(buildingId: number, sessionId: string, events: readonly FunnelEvent[]): ScanSession | null {
  const sorted = [...events].sort((a, b) => a.at - b.at || (a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0));
  const index = sorted.findIndex((e) => e.type === 'qr_scan');
  if (index < 0) return null;
  const scan = sorted[index];
  const after = sorted.slice(index + 1);
  return {
    buildingId,
    sessionId,
    userId: scan.userId,
    scannedAt: scan.at,
    scene: scan.scene ?? '',
    navigated: after.some((e) => e.type === 'nav_start'),
    arrived: after.some((e) => e.type === 'nav_arrive'),
  };
}
