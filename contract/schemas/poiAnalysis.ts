import { Type, type Static } from 'typebox';

/** Issue 15: POI 分析 (spec §2 /poi, VIEW_POI_ANALYSIS). */

const DateOnly = (description: string) => Type.String({ format: 'date', description });

export const PoiAnalysisQuery = Type.Object(
  {
    buildingId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
    from: Type.Optional(DateOnly('First day, YYYY-MM-DD in the building’s time zone (default: six days before `to`)')),
    to: Type.Optional(DateOnly('Last day (inclusive; default: the building’s today), not before from; at most ANALYSIS_LIMITS.rangeDays')),
  },
  { additionalProperties: false },
);
export type PoiAnalysisQuery = Static<typeof PoiAnalysisQuery>;

const Figures = {
  users: Type.Integer({ description: 'Distinct users who viewed it or navigated to it' }),
  views: Type.Integer(),
  navStarts: Type.Integer({ description: 'Navigations started to it' }),
  arrivals: Type.Integer({ description: 'Navigations that arrived at it' }),
  conversion: Type.Union([Type.Number(), Type.Null()], { description: 'arrivals / navStarts (null without a start)' }),
};

const PoiFiguresSchema = Type.Object({
  /** The POI's map feature id. */
  id: Type.String(),
  name: Type.String({ description: 'In the newest published map (else the draft); the id when the map no longer has it' }),
  typeId: Type.Union([Type.Integer(), Type.Null()]),
  ...Figures,
});
export type PoiFigures = Static<typeof PoiFiguresSchema>;

const PoiTypeFiguresSchema = Type.Object({
  /** null: POIs without a type, or no longer on the map. */
  id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  nameEn: Type.Union([Type.String(), Type.Null()]),
  ...Figures,
});
export type PoiTypeFigures = Static<typeof PoiTypeFiguresSchema>;

const SearchTextSchema = Type.Object({
  query: Type.String({ description: 'Trimmed, spaces collapsed, lower case' }),
  searches: Type.Integer(),
  users: Type.Integer(),
});

export const PoiAnalysisSchema = Type.Object({
  timeZone: Type.String(),
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  minUsers: Type.Integer({ description: 'A POI, type or search text with fewer distinct users is held back' }),
  totals: Type.Object({
    views: Type.Integer(),
    navStarts: Type.Integer(),
    arrivals: Type.Integer(),
    conversion: Type.Union([Type.Number(), Type.Null()]),
    searches: Type.Integer(),
    searchesEmpty: Type.Integer({ description: 'Searches that found nothing' }),
  }),
  /** The most viewed (then navigated to) POIs, at most ANALYSIS_LIMITS.top. */
  pois: Type.Array(PoiFiguresSchema),
  types: Type.Array(PoiTypeFiguresSchema),
  /** The most searched texts, and those that found nothing most often, at most ANALYSIS_LIMITS.top each. */
  queries: Type.Array(SearchTextSchema),
  emptyQueries: Type.Array(SearchTextSchema),
  heldBack: Type.Object({ pois: Type.Integer(), types: Type.Integer(), queries: Type.Integer(), emptyQueries: Type.Integer() }),
});
export type PoiAnalysis = Static<typeof PoiAnalysisSchema>;
