import { healthApi } from '#contract/endpoints/health.js';
import { EmptyQuery } from '#contract/schemas/envelope.js';
import { LivenessSchema, ReadinessSchema } from '#contract/schemas/health.js';
import { readiness } from '../../services/health.js';
import type { RoutePlugin } from '../../types.js';
import { route } from '../../plugins/route.js';

/**
 * Issue 34 §4: liveness and readiness for a load balancer (docs/operations.md). Probes: a monitor polling them is not
 * someone using the console. Not enveloped: the HTTP status is the answer.
 */
const healthRoutes: RoutePlugin = async (app) => {
  route(
    app,
    healthApi.live,
    {
      config: { auth: 'public', probe: true },
      schema: {
        summary: 'Liveness: 200 while the process answers (restart it when this fails)',
        querystring: EmptyQuery,
        response: { 200: LivenessSchema },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  route(
    app,
    healthApi.ready,
    {
      config: { auth: 'public', probe: true },
      schema: {
        summary: 'Readiness: 200 when the database answers and every migration is applied, else 503 (send no traffic)',
        querystring: EmptyQuery,
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const state = await readiness(app.db);
      return reply.code(state.status === 'ready' ? 200 : 503).send(state);
    },
  );
};

export default healthRoutes;
