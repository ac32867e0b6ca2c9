import { parse } from 'csv-parse/browser/esm/sync';
import { unescapeFormula } from '#contract/endpoints/csv';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { BOM, csvFileName, toCsv } from '../../../src/dashboards/model/csv';
import { makeLabeller } from '../../../src/dashboards/model/labeller';
import { statisticsTables } from '../../../src/dashboards/model/tables';
import { answer, genderBreakdown, provinceBreakdown, tendencyTrend } from './fixture';

/** Issue 14: the CSV export of what a page shows (cards, the trend table, the breakdowns), UTF-8 with a BOM for Excel. */

const labels = (locale: 'zh' | 'en') => {
  const i18n = createI18nProvider(locale);
  return makeLabeller((key, options) => i18n.translate(key, options), locale);
};
const lines = (csv: string) => csv.slice(1).split('\r\n');

describe('issue 14: CSV export', () => {
  it('starts with the UTF-8 BOM, ends lines with CRLF, and writes the cards then the trend by period, in Chinese', () => {
    const csv = toCsv(statisticsTables(answer({ trend: tendencyTrend() }), null, labels('zh')));
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).not.toMatch(/[^\r]\n/);
    const rows = lines(csv);
    expect(rows.slice(0, 3)).toEqual(['核心指标', '指标,数值', '新增用户,2076']);
    const trend = rows.indexOf('分时段数据');
    expect(rows[trend + 1]).toBe('时段,新增用户,活跃用户,累计用户,启动次数');
    // Raw figures (no thousands separators), one row per period.
    expect(rows[trend + 8]).toMatch(/^"?2026年11月20日.*,1234,2048,10956,3100$/);
  });

  it('with compare: the previous period and its figures beside each series', () => {
    const rows = lines(toCsv(statisticsTables(answer({ trend: tendencyTrend(true) }), null, labels('en'))));
    expect(rows).toContain('Key figures');
    expect(rows).toContain('Metric,Value,Previous period');
    const header = rows[rows.indexOf('Figures by period') + 1];
    expect(header).toBe(
      'Period,Previous period,New users,New users (previous period),Active users,Active users (previous period),' +
        'Cumulative users,Cumulative users (previous period),Sessions,Sessions (previous period)',
    );
    expect(rows[rows.indexOf('Figures by period') + 2]).toMatch(/^"?Sat, Nov 14, 2026"?,"?Sat, Nov 7, 2026"?,120,100,800,700,9000,,1500,$/);
  });

  it('breakdowns: value (translated), users, share as a fraction; text that looks like a formula stays text; quotes are doubled', () => {
    const rows = lines(toCsv(statisticsTables(answer({ breakdowns: [genderBreakdown(), provinceBreakdown()] }), null, labels('zh'))));
    expect(rows.slice(0, 5)).toEqual(['性别', '性别,用户数,占比', '女,2100,0.486', '男,1900,0.4397', '未提供,321,0.0743']);
    const province = rows.indexOf('省份');
    expect(rows[province + 1]).toBe('省份,用户数,占比,用户数（上一周期）,变化');
    expect(rows[province + 2]).toBe('广东省,3000,0.6943,2500,0.2');
    expect(rows[province + 3]).toBe(`"'=HYPERLINK(""x"")",1000,0.2314,0,`);
    expect(rows[province + 4]).toBe('未知,300,0.0694,400,-0.25');
  });

  it('the file is named after the page, the building and the range', () => {
    expect(csvFileName(['用户趋势', '环球 购物/中心', '2026-11-14', '2026-11-20'])).toBe('用户趋势_环球-购物-中心_2026-11-14_2026-11-20.csv');
  });

  it('issue 31 §2: every formula-like text (full-width forms and leading apostrophes too) is neutralised and reads back as it was', () => {
    const texts = ['=1+1', '\uFF1D1+1', '\uFF20x', '-x', "'=1+1", "'plain", 'a=b'];
    const csv = toCsv([{ title: '=title', columns: [{ label: '+label', format: 'count' }], rows: [...texts.map((t) => [t]), [-2]] }]);
    const cells = parse(csv.slice(1), { relax_column_count: true }) as string[][];
    for (const [cell] of cells) expect(cell).not.toMatch(/^[=+@\t\r\uFF1D\uFF0B\uFF0D\uFF20]|^-(?!\d)/);
    expect(cells.map(([cell]) => unescapeFormula(cell!))).toEqual(['=title', '+label', ...texts, '-2']);
  });
});
