import type { QualityLevel } from '#contract/schemas/locationQuality';
import { formatMetres } from '../format';

/** The share of a level's fixes that are poor (0–1); null when the level is held back or has no fixes. */
export const poorShare = (level: QualityLevel): number | null =>
  level.fixes === null || level.poor === null || level.fixes === 0 ? null : level.poor / level.fixes;

export interface HistogramBar {
  /** Lower edge, metres. */
  from: number;
  /** Upper edge, metres; null for the open-ended last bar ("≥ from"). */
  to: number | null;
  fixes: number;
  /** Its errors are above the poor threshold. */
  poor: boolean;
}

/**
 * The histogram as bars: up to the last bucket with fixes, and always past twice the poor threshold so the poor
 * side shows. Past `most` bars the tail is folded into one open-ended bar (by default, with buckets of 0.5 m:
 * 20 m and more); the server's last bucket is open-ended too. The bars' fixes add up to the histogram's.
 */
export function histogramBars(histogram: readonly number[], bucketMetres: number, poorMetres: number, most = 41): HistogramBar[] {
  const last = histogram.findLastIndex((fixes) => fixes > 0);
  if (last < 0) return [];
  const end = Math.min(histogram.length - 1, Math.max(last, Math.ceil((2 * poorMetres) / bucketMetres) - 1));
  const fold = end + 1 > most ? most - 1 : null;
  const shown = fold ?? end + 1;
  const edge = (i: number) => Math.round(i * bucketMetres * 100) / 100;
  const bars: HistogramBar[] = histogram.slice(0, shown).map((fixes, i) => ({
    from: edge(i),
    to: i === histogram.length - 1 ? null : edge(i + 1),
    fixes,
    poor: edge(i) >= poorMetres,
  }));
  if (fold !== null) {
    const fixes = histogram.slice(fold).reduce((sum, n) => sum + n, 0);
    bars.push({ from: edge(fold), to: null, fixes, poor: edge(fold) >= poorMetres });
  }
  return bars;
}

/** Metres as read ("2.5 m"); a percentile in the open-ended bucket reads "≥ 50 m". */
export const metresText = (metres: number, open: number | null, locale: string): string =>
  open !== null && metres >= open ? `≥ ${formatMetres(open, locale)}` : formatMetres(metres, locale);

const number = (value: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** A bar's errors as read: "2–2.5 m", or "≥ 20 m" for the open-ended one. */
export const barRange = (bar: HistogramBar, locale: string): string =>
  bar.to === null ? `≥ ${formatMetres(bar.from, locale)}` : `${number(bar.from, locale)}–${formatMetres(bar.to, locale)}`;

/**
 * The x axis's labels, one a bar: the lower edge every metre (every two past 12 m of bars), the open-ended last
 * bar as "≥ 20 m", and no label so close before that one that they would run into each other ('' for none).
 */
export function axisLabels(bars: readonly HistogramBar[], bucketMetres: number, locale: string): string[] {
  const every = Math.max(1, Math.round((bars.length * bucketMetres > 12 ? 2 : 1) / bucketMetres));
  const last = bars.length - 1;
  const open = bars[last]?.to === null;
  return bars.map((bar, i) => {
    if (i === last && open) return barRange(bar, locale);
    return i % every === 0 && (!open || last - i > every) ? number(bar.from, locale) : '';
  });
}
