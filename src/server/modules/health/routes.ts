import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';

/** A load balancer gives up on a check after a second or two: a stalled database must not hold health longer. */
export const HEALTH_PROBE_TIMEOUT_MS = 700;

/**
 * 200 when this process can serve: the database answers within the probe timeout (HEALTH_PROBE_TIMEOUT_MS unless set). While the
 * process drains or sheds load, the hooks in front of every route answer 503 before this runs.
 */
export function healthRoutes(app: FastifyInstance, db: Db, probeTimeoutMs = HEALTH_PROBE_TIMEOUT_MS): void {
  // One probe at a time: while the database stalls, checks share the pending probe instead of each
  // holding another pool connection.
  let probe: Promise<boolean> | undefined;
  const probeDatabase = (): Promise<boolean> => {
    probe ??= db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    const current = probe;
    void current.then(() => {
      if (probe === current) probe = undefined;
    });
    return current;
  };

  app.get('/api/health', { config: { access: 'public' } }, async () => {
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      probeDatabase(),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), probeTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    if (!answered) throw new AppError('UNAVAILABLE', 'The database is not reachable.', { headers: { 'retry-after': '2' } });
    return { status: 'ok' };
  });
}
