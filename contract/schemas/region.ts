import { Type } from 'typebox';
import { RegionSchema } from './entities.js';
import { PageQuery } from './envelope.js';

export const RegionListSchema = Type.Array(RegionSchema);

export const RegionPageQuery = Type.Object({
  ...PageQuery,
  buildingId: Type.Integer({ minimum: 1 }),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  levelId: Type.Optional(Type.Integer({ minimum: 1 })),
});
