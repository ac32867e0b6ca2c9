import { nextView, parseView, viewParams, type DashboardView } from '../../../src/dashboards/model/view';

/** Issue 14: the page's view lives in the URL's search params, so a link reproduces it. */

const TODAY = '2026-11-20';
const DIMENSIONS = ['platform', 'appVersion'];
const parse = (search: string) => parseView(new URLSearchParams(search), TODAY, DIMENSIONS);

describe('issue 14: the view in the URL', () => {
  it('a plain URL is the default view (last 30 days by day), and the default view writes a plain URL', () => {
    const view = parse('');
    expect(view).toEqual({ preset: 'last30', from: '2026-10-22', to: '2026-11-20', granularity: 'DAY', compare: false, dimension: null });
    expect(viewParams(view).toString()).toBe('');
  });

  it.each<DashboardView>([
    { preset: 'last7', from: '2026-11-14', to: '2026-11-20', granularity: 'HOUR', compare: true, dimension: 'platform' },
    { preset: 'custom', from: '2025-01-01', to: '2026-06-30', granularity: 'MONTH', compare: false, dimension: null },
    { preset: 'lastMonth', from: '2026-10-01', to: '2026-10-31', granularity: 'WEEK', compare: true, dimension: 'appVersion' },
    { preset: 'today', from: '2026-11-20', to: '2026-11-20', granularity: 'DAY', compare: false, dimension: null },
  ])('round trip: $preset $from–$to $granularity compare=$compare dimension=$dimension', (view) => {
    expect(parse(viewParams(view).toString())).toEqual(view);
  });

  it('the URL reads as written: preset or dates, granularity, compare, dimension', () => {
    expect(viewParams(parse('preset=custom&from=2026-09-01&to=2026-09-30&granularity=WEEK&compare=1&dimension=platform')).toString()).toBe(
      'preset=custom&from=2026-09-01&to=2026-09-30&granularity=WEEK&compare=1&dimension=platform',
    );
  });

  it('what is wrong in the URL falls back: unknown preset, reversed or impossible dates, an unknown dimension, HOUR over 90 days', () => {
    expect(parse('preset=forever').preset).toBe('last30');
    expect(parse('preset=custom&from=2026-11-20&to=2026-11-01')).toMatchObject({ preset: 'last30', from: '2026-10-22' });
    expect(parse('preset=custom&from=2026-02-30&to=2026-03-01').preset).toBe('last30');
    expect(parse('preset=custom&from=2020-01-01&to=2026-11-20').preset).toBe('last30');
    expect(parse('dimension=brand').dimension).toBeNull();
    expect(parse('preset=last90&granularity=HOUR').granularity).toBe('DAY');
  });

  it('a preset sets its dates and keeps the granularity where it still makes sense', () => {
    const weekly = nextView(parse(''), { granularity: 'WEEK' }, TODAY);
    expect(nextView(weekly, { preset: 'last90' }, TODAY)).toMatchObject({ preset: 'last90', from: '2026-08-23', granularity: 'WEEK' });
    expect(nextView(weekly, { preset: 'today' }, TODAY)).toMatchObject({ preset: 'today', from: TODAY, to: TODAY, granularity: 'HOUR' });
  });

  it('a date makes the range custom; the other end moves to keep the range in order', () => {
    const view = parse('preset=last7');
    expect(nextView(view, { preset: 'custom' }, TODAY)).toMatchObject({ preset: 'custom', from: '2026-11-14', to: '2026-11-20' });
    expect(nextView(view, { from: '2026-11-01' }, TODAY)).toMatchObject({ preset: 'custom', from: '2026-11-01', to: '2026-11-20', granularity: 'DAY' });
    expect(nextView(view, { from: '2026-12-01' }, TODAY)).toMatchObject({ from: '2026-12-01', to: '2026-12-01' });
    expect(nextView(view, { to: '2026-11-10' }, TODAY)).toMatchObject({ from: '2026-11-10', to: '2026-11-10' });
  });
});
