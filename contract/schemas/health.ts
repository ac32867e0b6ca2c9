import { Type, type Static } from 'typebox';

/** `/api/health/live`: the process answers (200); nothing else is checked. */
export const LivenessSchema = Type.Object({ status: Type.Literal('live') });
export type LivenessDto = Static<typeof LivenessSchema>;

/** `/api/health/ready`: 200 when the database answers and every migration is applied, else 503 saying which fails. */
export const ReadinessSchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not ready')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')], { description: 'A query answered within the time allowed' }),
  migrations: Type.Union([Type.Literal('done'), Type.Literal('pending'), Type.Literal('unknown')], {
    description: 'Every migration this server knows is applied (unknown: the database did not answer)',
  }),
});
export type ReadinessDto = Static<typeof ReadinessSchema>;
