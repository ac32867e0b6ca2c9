import type { QualityLevel } from '#contract/schemas/locationQuality';
import { axisLabels, barRange, histogramBars, metresText, poorShare } from '../../../src/resources/statistics-location/quality/qualityFigures';

/** Issue 15 定位功能: the figures the page reads off the server's answer — the poor share, the histogram's bars and labels, percentiles in metres. */

const level = (fields: Partial<QualityLevel>): QualityLevel => ({ levelId: 1, users: 9, fixes: 200, poor: 30, p50: 2.5, p90: 5, p95: 6.5, ...fields });
/** The server's histogram: 101 buckets of 0.5 m, the last one open-ended (≥ 50 m). */
const histogram = (entries: Record<number, number>) => Array.from({ length: 101 }, (_, i) => entries[i] ?? 0);

describe('issue 15: the poor share of a level', () => {
  it('is the poor fixes over all fixes', () => {
    expect(poorShare(level({}))).toBe(0.15);
    expect(poorShare(level({ poor: 0 }))).toBe(0);
  });

  it('is null for a held-back level or one without fixes', () => {
    expect(poorShare(level({ fixes: null, poor: null, users: null }))).toBeNull();
    expect(poorShare(level({ fixes: 0, poor: 0 }))).toBeNull();
  });
});

describe('issue 15: the histogram’s bars', () => {
  it('run from 0 m past twice the poor threshold, each bucket a bar with its edges; the poor side is marked from the threshold', () => {
    const bars = histogramBars(histogram({ 0: 1, 3: 4, 11: 2 }), 0.5, 5);
    expect(bars).toHaveLength(20);
    expect(bars[0]).toEqual({ from: 0, to: 0.5, fixes: 1, poor: false });
    expect(bars[3]).toEqual({ from: 1.5, to: 2, fixes: 4, poor: false });
    expect(bars[9]).toMatchObject({ from: 4.5, poor: false });
    expect(bars[10]).toEqual({ from: 5, to: 5.5, fixes: 0, poor: true });
    expect(bars[11]).toEqual({ from: 5.5, to: 6, fixes: 2, poor: true });
    expect(bars[19]).toEqual({ from: 9.5, to: 10, fixes: 0, poor: true });
  });

  it('reach the last bucket with fixes when it lies further', () => {
    const bars = histogramBars(histogram({ 2: 1, 29: 3 }), 0.5, 5);
    expect(bars).toHaveLength(30);
    expect(bars.at(-1)).toEqual({ from: 14.5, to: 15, fixes: 3, poor: true });
  });

  it('fold a long tail, the server’s open bucket included, into one open-ended bar, keeping every fix', () => {
    const counts = histogram({ 1: 5, 39: 1, 40: 2, 77: 3, 100: 4 });
    const bars = histogramBars(counts, 0.5, 5);
    expect(bars).toHaveLength(41);
    expect(bars.at(-1)).toEqual({ from: 20, to: null, fixes: 9, poor: true });
    expect(bars.at(-2)).toEqual({ from: 19.5, to: 20, fixes: 1, poor: true });
    expect(bars.reduce((n, b) => n + b.fixes, 0)).toBe(15);
  });

  it('keep the server’s open last bucket open when it is shown unfolded', () => {
    const bars = histogramBars([1, 0, 2, 1], 2, 3);
    expect(bars).toEqual([
      { from: 0, to: 2, fixes: 1, poor: false },
      { from: 2, to: 4, fixes: 0, poor: false },
      { from: 4, to: 6, fixes: 2, poor: true },
      { from: 6, to: null, fixes: 1, poor: true },
    ]);
  });

  it('are none without fixes', () => {
    expect(histogramBars(histogram({}), 0.5, 5)).toEqual([]);
  });
});

describe('issue 15: the histogram’s labels', () => {
  it('a bar’s range reads from edge to edge, the open one “≥ N m”', () => {
    expect(barRange({ from: 2, to: 2.5, fixes: 1, poor: false }, 'en')).toBe('2–2.5 m');
    expect(barRange({ from: 20, to: null, fixes: 1, poor: true }, 'en')).toBe('≥ 20 m');
    expect(barRange({ from: 20, to: null, fixes: 1, poor: true }, 'zh')).toBe('≥ 20米');
  });

  it('the axis names every metre, and the open-ended last bar “≥ N m” with no label running into it', () => {
    const labels = axisLabels(histogramBars(histogram({ 0: 1 }), 0.5, 5), 0.5, 'en');
    expect(labels).toHaveLength(20);
    expect(labels.filter(Boolean)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(labels[1]).toBe('');

    const folded = axisLabels(histogramBars(histogram({ 0: 1, 100: 1 }), 0.5, 5), 0.5, 'en');
    expect(folded).toHaveLength(41);
    expect(folded.at(-1)).toBe('≥ 20 m');
    // Every two metres past 12 m of bars; nothing within two metres before the open bar.
    expect(folded.filter(Boolean)).toEqual(['0', '2', '4', '6', '8', '10', '12', '14', '16', '≥ 20 m']);
  });
});

describe('issue 15: percentiles in metres', () => {
  it('a percentile in the open bucket reads “at least”', () => {
    expect(metresText(2.5, 50, 'en')).toBe('2.5 m');
    expect(metresText(50, 50, 'en')).toBe('≥ 50 m');
    expect(metresText(50, null, 'en')).toBe('50 m');
  });
});
