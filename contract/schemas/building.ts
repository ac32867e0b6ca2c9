import { Type } from 'typebox';
import { BuildingSchema } from './entities.js';
import { PageQuery } from './envelope.js';
import { BuildingVersionSchema } from './map.js';

export const BuildingPageQuery = Type.Object({
  ...PageQuery,
  name: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, case-insensitive' })),
  companyId: Type.Optional(Type.Integer({ minimum: 1 })),
  appId: Type.Optional(Type.Integer({ minimum: 1 })),
});

/** building/batch/:ids: at most 200 ids joined by commas. */
export const BuildingBatchParams = Type.Object({
  ids: Type.String({ pattern: '^[0-9]{1,12}(,[0-9]{1,12}){0,199}$', description: 'Building ids joined by commas' }),
});

export const BuildingListSchema = Type.Array(BuildingSchema);

export const BuildingDeletedSchema = Type.Object({ id: Type.Integer(), deleted: Type.Integer({ description: '1' }) });

export const BuildingVersionListSchema = Type.Array(BuildingVersionSchema);
