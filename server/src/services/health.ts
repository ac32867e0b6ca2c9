// Issue 34 §4: liveness and readiness for a load balancer or process manager.
import type { ReadinessDto } from '#contract/schemas/health.js';
import { loadMigrations } from '../db/migrate.js';
import type { Db } from '../db/types.js';
import { appliedMigrationVersions } from '../repos/health.js';

/** A database that has not answered within this long counts as unreachable (a load balancer's probe waits less). */
const READINESS_TIMEOUT_MS = 2000;

let known: Promise<number[]> | undefined;
/** The migrations this server's code knows (its own files, read once). */
const knownVersions = () => (known ??= loadMigrations().then((all) => all.map((m) => m.version)));

/**
 * Ready when the database answers within READINESS_TIMEOUT_MS and holds every migration this server knows; a server
 * that is shutting down is not asked (Fastify answers 503 once closing).
 */
export async function readiness(db: Db): Promise<ReadinessDto> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READINESS_TIMEOUT_MS);
  });
  try {
    const [applied, wanted] = await Promise.race([Promise.all([appliedMigrationVersions(db), knownVersions()]), timeout]);
    const have = new Set(applied);
    const done = wanted.every((version) => have.has(version));
    return { status: done ? 'ready' : 'not ready', database: 'ok', migrations: done ? 'done' : 'pending' };
  } catch {
    return { status: 'not ready', database: 'unreachable', migrations: 'unknown' };
  } finally {
    clearTimeout(timer);
  }
}
