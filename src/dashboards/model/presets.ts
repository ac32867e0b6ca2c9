import { addDays, endOfPreviousMonth, startOfMonth } from './dates';

/** The date presets of the filter bar (issue 14); `custom` takes two dates. */
export const PRESETS = ['today', 'yesterday', 'last7', 'last30', 'last90', 'thisMonth', 'lastMonth', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];
export type FixedPreset = Exclude<Preset, 'custom'>;

export const DEFAULT_PRESET: FixedPreset = 'last30';

export interface DateRange {
  from: string;
  to: string;
}

/** The days a preset covers on `today` (inclusive); "last N days" ends today. */
export const presetRange = (preset: FixedPreset, today: string): DateRange => {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: startOfMonth(today), to: today };
    case 'lastMonth': {
      const to = endOfPreviousMonth(today);
      return { from: startOfMonth(to), to };
    }
  }
};

export const isPreset = (value: string | null): value is Preset => PRESETS.some((preset) => preset === value);
