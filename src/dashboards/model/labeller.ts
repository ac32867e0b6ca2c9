import { changeOf, formatChange, formatFigure, formatOf, formatPeriod, type Change, type FigureFormat } from './format';
import type { Granularity } from './granularity';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Dimensions whose values are codes with messages of their own (`app.statistics.values.<dimension>.<value>`). */
const CODED = new Set(['platform', 'network', 'gender', 'ageBand']);

/** Words and figures of the statistics pages in one language: shared by the views and the CSV export. */
export interface Labeller {
  locale: string;
  text: (key: string, options?: Record<string, unknown>) => string;
  metric: (metric: string) => string;
  dimension: (dimension: string) => string;
  value: (dimension: string | null, value: string) => string;
  series: (metric: string, dimension: string | null, value: string) => string;
  period: (period: string, granularity: Granularity, short?: boolean) => string;
  figure: (value: number, format: FigureFormat) => string;
  metricFigure: (metric: string, value: number) => string;
  change: (change: Change) => string;
  changeOf: (metric: string, value: number, previous: number | undefined) => Change | null;
}

const languageName = (tag: string, locale: string): string => {
  try {
    return new Intl.DisplayNames(locale, { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};

export const makeLabeller = (translate: Translate, locale: string): Labeller => {
  const text: Labeller['text'] = (key, options) => translate(`app.statistics.${key}`, options);
  const metric = (name: string) => text(`metrics.${name}`, { _: name });
  const value: Labeller['value'] = (dimension, raw) => {
    if (raw === '') return text('filters.whole');
    if (!dimension) return raw;
    if (CODED.has(dimension)) return text(`values.${dimension}.${raw}`, { _: raw === 'unknown' ? text('values.unknown') : raw });
    if (raw === 'unknown') return text('values.unknown');
    return dimension === 'language' ? languageName(raw, locale) : raw;
  };
  const figure: Labeller['figure'] = (n, format) => formatFigure(n, format, locale);
  const change: Labeller['change'] = (c) => (c.kind === 'points' ? text('cards.points', { value: formatChange(c, locale) }) : formatChange(c, locale));
  return {
    locale,
    text,
    metric,
    dimension: (name) => text(`dimensions.${name}`, { _: name }),
    value,
    series: (name, dimension, raw) => (raw === '' ? metric(name) : `${metric(name)} · ${value(dimension, raw)}`),
    period: (period, granularity, short = false) => {
      const label = formatPeriod(period, granularity, locale, short);
      return granularity === 'WEEK' && !short ? text('week_of', { date: label }) : label;
    },
    figure,
    metricFigure: (name, n) => figure(n, formatOf(name)),
    change,
    changeOf: (name, n, previous) => changeOf(n, previous, formatOf(name)),
  };
};
