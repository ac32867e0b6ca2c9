import { addDays, daysInRange, isDate } from './dates';
import { defaultGranularity, granularityFor, isGranularity, MAX_RANGE_DAYS, type Granularity } from './granularity';
import { DEFAULT_PRESET, isPreset, presetRange, type DateRange, type Preset } from './presets';

/** What a statistics page shows: its range (a preset or two dates), granularity, comparison and split. */
export interface DashboardView extends DateRange {
  preset: Preset;
  granularity: Granularity;
  compare: boolean;
  /** A split of the series (activity-count: platform or appVersion); null: the whole building. */
  dimension: string | null;
}

export type ViewChange = Partial<Omit<DashboardView, 'preset'>> & { preset?: Preset };

/** A custom range as asked, if it is one the server answers (real dates, in order, not too long). */
const customRange = (from: string | null, to: string | null): DateRange | null =>
  isDate(from) && isDate(to) && from <= to && daysInRange(from, to) <= MAX_RANGE_DAYS ? { from, to } : null;

/** The view a page's URL search params describe on `today`; what is missing or wrong falls back to the defaults. */
export const parseView = (params: URLSearchParams, today: string, dimensions: readonly string[] = []): DashboardView => {
  const asked = params.get('preset');
  const custom = asked === 'custom' || asked === null ? customRange(params.get('from'), params.get('to')) : null;
  const preset = custom ? 'custom' : isPreset(asked) && asked !== 'custom' ? asked : DEFAULT_PRESET;
  const range = custom ?? presetRange(preset === 'custom' ? DEFAULT_PRESET : preset, today);
  const granularity = params.get('granularity');
  const dimension = params.get('dimension');
  return {
    preset,
    ...range,
    granularity: granularityFor(range.from, range.to, isGranularity(granularity) ? granularity : null),
    compare: params.get('compare') === '1',
    dimension: dimension && dimensions.includes(dimension) ? dimension : null,
  };
};

/** The search params of a view: only what differs from the defaults, so a plain page keeps a plain URL. */
export const viewParams = (view: DashboardView): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.preset === 'custom') {
    params.set('preset', 'custom');
    params.set('from', view.from);
    params.set('to', view.to);
  } else if (view.preset !== DEFAULT_PRESET) params.set('preset', view.preset);
  if (view.granularity !== defaultGranularity(daysInRange(view.from, view.to))) params.set('granularity', view.granularity);
  if (view.compare) params.set('compare', '1');
  if (view.dimension) params.set('dimension', view.dimension);
  return params;
};

/** Keeps a custom range in order and within the longest range the server answers, moving the end not being edited. */
const orderedRange = (from: string, to: string, edited: 'from' | 'to'): DateRange => {
  if (from > to) return edited === 'from' ? { from, to: from } : { from: to, to };
  if (daysInRange(from, to) <= MAX_RANGE_DAYS) return { from, to };
  return edited === 'from' ? { from, to: addDays(from, MAX_RANGE_DAYS - 1) } : { from: addDays(to, 1 - MAX_RANGE_DAYS), to };
};

/** The view after one change in the filter bar: a preset sets its dates, a date makes the range custom, the granularity follows the range. */
export const nextView = (view: DashboardView, change: ViewChange, today: string): DashboardView => {
  let range: DateRange = { from: view.from, to: view.to };
  let preset = view.preset;
  if (change.from !== undefined || change.to !== undefined) {
    preset = 'custom';
    const from = change.from !== undefined && isDate(change.from) ? change.from : view.from;
    const to = change.to !== undefined && isDate(change.to) ? change.to : view.to;
    range = orderedRange(from, to, change.from !== undefined ? 'from' : 'to');
  } else if (change.preset && change.preset !== 'custom') {
    preset = change.preset;
    range = presetRange(change.preset, today);
  } else if (change.preset === 'custom') preset = 'custom';
  return {
    ...view,
    ...range,
    preset,
    granularity: granularityFor(range.from, range.to, change.granularity ?? view.granularity),
    compare: change.compare ?? view.compare,
    dimension: change.dimension !== undefined ? change.dimension : view.dimension,
  };
};
