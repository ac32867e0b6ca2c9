import type { PoiAnalysis } from '#contract/schemas/poiAnalysis';
import type { DataTable } from '../../dashboards/model/tables';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Issue 15: the POI analysis as tables, the same model the page shows and the CSV writes. */
export function poiAnalysisTables(
  data: PoiAnalysis,
  translate: Translate,
  english: boolean,
): { pois: DataTable; types: DataTable; queries: DataTable; empty: DataTable } {
  const t = (key: string) => translate(`app.poi_analysis.${key}`);
  const figures = [
    { label: t('users'), format: 'count' as const },
    { label: t('views'), format: 'count' as const },
    { label: t('navStarts'), format: 'count' as const },
    { label: t('arrivals'), format: 'count' as const },
    { label: t('conversion'), format: 'percent' as const },
  ];
  const typeName = (id: number | null) => {
    const type = data.types.find((x) => x.id === id);
    return id === null || !type ? t('untyped') : (english && type.nameEn) || type.name || t('untyped');
  };
  const texts = (title: string, rows: PoiAnalysis['queries']): DataTable => ({
    title,
    columns: [
      { label: t('query'), format: 'text' },
      { label: t('searches'), format: 'count' },
      { label: t('users'), format: 'count' },
    ],
    rows: rows.map((q) => [q.query, q.searches, q.users]),
  });
  return {
    pois: {
      title: t('pois'),
      columns: [{ label: t('poi'), format: 'text' }, { label: t('type'), format: 'text' }, ...figures],
      rows: data.pois.map((p) => [p.name, p.typeId === null ? t('untyped') : typeName(p.typeId), p.users, p.views, p.navStarts, p.arrivals, p.conversion]),
    },
    types: {
      title: t('types'),
      columns: [{ label: t('type'), format: 'text' }, ...figures],
      rows: data.types.map((x) => [
        x.id === null ? t('untyped') : (english && x.nameEn) || x.name || t('untyped'),
        x.users,
        x.views,
        x.navStarts,
        x.arrivals,
        x.conversion,
      ]),
    },
    queries: texts(t('queries'), data.queries),
    empty: texts(t('empty_queries'), data.emptyQueries),
  };
}
