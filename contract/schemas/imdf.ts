import { Type, type Static } from 'typebox';
import { MapLevelSchema, MapVersion } from './map.js';

/** One file of an imported IMDF archive: how many features it held and how many the draft took. */
const ImportFileReportSchema = Type.Object({
  file: Type.String({ description: 'The file’s name in the archive (folders ignored)' }),
  featureType: Type.Union([Type.String(), Type.Null()], {
    description: 'The IMDF feature type of the file; `x_road` for our road file; null for manifest.json and files outside IMDF',
  }),
  features: Type.Integer({ description: 'Features in the file' }),
  taken: Type.Integer({ description: 'Features taken from it' }),
  status: Type.Union([Type.Literal('taken'), Type.Literal('partly'), Type.Literal('not taken')]),
  reason: Type.Optional(Type.String()),
});

const NotTakenSchema = Type.Object({
  file: Type.String(),
  featureId: Type.Union([Type.String(), Type.Null()], { description: 'null when the whole file is not taken' }),
  reason: Type.String(),
});

const ImportReportSchema = Type.Object(
  {
    files: Type.Array(ImportFileReportSchema, { description: 'Every file of the archive, in archive order' }),
    taken: Type.Record(Type.String(), Type.Integer(), {
      description:
        'What the new draft received: levels (level rows), buildings, footprints, units, openings, fixtures, amenities, sections, pois, roads, connectors',
    }),
    notTaken: Type.Array(NotTakenSchema, { description: 'Each feature (or whole file) not taken, with the reason' }),
  },
  { description: 'What the import took from each file and what it did not, and why' },
);

/** `building/add-server-map`: the new building and what the archive gave. */
export const ImportResultSchema = Type.Object({
  building: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    levels: Type.Array(MapLevelSchema, { description: 'By ordinal' }),
  }),
  report: ImportReportSchema,
});

/** The shapes as TypeScript types: the console imports them with `import type` (issue 11). */
export type ImportFileReportDto = Static<typeof ImportFileReportSchema>;
export type NotTakenDto = Static<typeof NotTakenSchema>;
export type ImportReportDto = Static<typeof ImportReportSchema>;
export type ImportResultDto = Static<typeof ImportResultSchema>;

/** add-server-map's query: the new building's fields (the archive is the body). */
export const ImdfImportQuery = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  companyId: Type.Optional(Type.Integer({ minimum: 1 })),
  appId: Type.Optional(Type.Integer({ minimum: 1 })),
  address: Type.Optional(Type.String({ maxLength: 200 })),
});

/** The export's query: a building and one version of its map. */
export const ImdfExportQuery = Type.Object({ buildingId: Type.Integer({ minimum: 1 }), version: MapVersion });
