import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityCountPage } from '../../../src/resources/statistics-application/ActivityCountPage';
import { NetworkPage } from '../../../src/resources/statistics-terminal/NetworkPage';
import { UserAttributePage } from '../../../src/resources/statistics-user-attribute/UserAttributePage';
import { answer, DAYS, genderBreakdown, provinceBreakdown } from './fixture';
import { onTheMall, renderPage, serveStatistics } from './render';

/** Issue 14: breakdown tables with share bars, the privacy threshold's note (DESIGN.md §7), and split series. */

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
  onTheMall();
});
afterEach(() => vi.useRealTimers());

const rowsOf = (dimension: string) =>
  within(screen.getByTestId(`breakdown-${dimension}`))
    .getAllByTestId('figure-row')
    .map((row) => row.textContent);

describe('issue 14 用户属性分析 (breakdowns)', () => {
  it('one section per dimension, values translated, users and share; no granularity on a page without a trend', async () => {
    serveStatistics('user-attribute', () => answer({ breakdowns: [genderBreakdown(), provinceBreakdown()] }));
    renderPage(<UserAttributePage />, '/statistics/user-attribute');
    await screen.findByTestId('breakdown-gender');
    expect(rowsOf('gender')).toEqual(['女2,10048.6%', '男1,90044%', '未提供3217.4%']);
    expect(screen.getByRole('heading', { level: 2, name: '性别' })).toBeInTheDocument();
    expect(within(screen.getByTestId('breakdown-gender')).getByText('去重用户数：4,321')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '时间粒度' })).not.toBeInTheDocument();
  });

  it('DESIGN.md §7: a breakdown with groups under 5 users says how many groups and users were held back', async () => {
    serveStatistics('user-attribute', () => answer({ breakdowns: [genderBreakdown(), provinceBreakdown()] }));
    renderPage(<UserAttributePage />, '/statistics/user-attribute?compare=1');
    await screen.findByTestId('breakdown-province');
    const notes = screen.getAllByTestId('held-back-note');
    expect(notes).toHaveLength(1);
    expect(within(screen.getByTestId('breakdown-province')).getByTestId('held-back-note')).toHaveTextContent(
      '隐私保护：3 个不足 5 人的分组（共 9 人）未显示。',
    );
    // With the previous period: its users and the change.
    expect(rowsOf('province')[0]).toBe('广东省3,00069.4%2,500+20%');
    expect(rowsOf('province')[2]).toBe('未知3006.9%400-25%');
  });

  it('DESIGN.md §7, English: the note counts in the plural', async () => {
    serveStatistics('user-attribute', () => answer({ breakdowns: [genderBreakdown({ groups: 1, users: 4 }), provinceBreakdown()] }));
    renderPage(<UserAttributePage />, '/statistics/user-attribute', 'en');
    await screen.findByTestId('breakdown-province');
    expect(within(screen.getByTestId('breakdown-gender')).getByTestId('held-back-note')).toHaveTextContent(
      'Privacy: 1 group of fewer than 5 users (4 users) is not shown.',
    );
    expect(within(screen.getByTestId('breakdown-province')).getByTestId('held-back-note')).toHaveTextContent(
      'Privacy: 3 groups of fewer than 5 users each (9 users in all) are not shown.',
    );
  });

  it('everything held back: the empty state still says what was held back', async () => {
    serveStatistics('user-attribute', () => answer({ breakdowns: [{ dimension: 'gender', users: 4, rows: [], heldBack: { groups: 2, users: 4 } }] }));
    renderPage(<UserAttributePage />, '/statistics/user-attribute');
    expect(await screen.findByTestId('statistics-empty')).toHaveTextContent('该时间范围内暂无数据。');
    expect(screen.getByTestId('held-back-note')).toHaveTextContent('性别 · 隐私保护：2 个不足 5 人的分组（共 4 人）未显示。');
  });
});

describe('issue 14 激活趋势 and 网络类型分析 (split series)', () => {
  const split = (dimension: string | null) =>
    answer({
      trend: {
        periods: DAYS,
        series: [
          { metric: 'activations', value: '', points: [5, 6, 7, 8, 9, 10, 11] },
          { metric: 'opens', value: '', points: [50, 60, 70, 80, 90, 100, 110] },
          ...(dimension
            ? [
                { metric: 'activations', value: 'wechat', points: [5, 6, 7, 8, 9, 10, 11] },
                { metric: 'opens', value: 'wechat', points: [50, 60, 70, 80, 90, 100, 110] },
              ]
            : []),
        ],
        cards: [
          { metric: 'activations', value: 56 },
          { metric: 'opens', value: 560 },
        ],
        heldBack: dimension ? { groups: 2, users: 7 } : { groups: 0, users: 0 },
      },
      breakdowns: [{ dimension: 'platform', users: 300, rows: [{ value: 'wechat', users: 300, share: 1 }], heldBack: { groups: 0, users: 0 } }],
    });

  it('split by platform: the URL keeps the split, the query asks for it, each metric gets its chart with a line per platform', async () => {
    const queries = serveStatistics('activity-count', (query) => split(query.get('dimension')));
    renderPage(<ActivityCountPage />, '/statistics/application/activity-count?preset=last7');
    await screen.findByTestId('kpi-activations');
    expect(screen.getByRole('heading', { level: 2, name: '激活与启动' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '拆分维度' }));
    await userEvent.click(screen.getByRole('option', { name: '平台' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?preset=last7&dimension=platform'));
    await waitFor(() => expect(queries.at(-1)?.get('dimension')).toBe('platform'));
    expect(await screen.findByRole('heading', { level: 2, name: '激活数' })).toBeInTheDocument();
    const [activations] = screen.getAllByTestId('trend-table');
    expect(
      within(activations!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['时段', '激活数', '激活数 · 微信小程序']);
    expect(screen.getAllByTestId('held-back-note')[0]).toHaveTextContent('2 个不足 5 人的分组（共 7 人）');
    expect(rowsOf('platform')).toEqual(['微信小程序300100%']);
  });

  it('network: users per network type and active users by network', async () => {
    serveStatistics('network', () =>
      answer({
        trend: {
          periods: DAYS,
          series: [
            { metric: 'activeUsers', value: '', points: [9, 9, 9, 9, 9, 9, 9] },
            { metric: 'activeUsers', value: '5g', points: [6, 6, 6, 6, 6, 6, 6] },
          ],
          cards: [],
          heldBack: { groups: 0, users: 0 },
        },
        breakdowns: [
          {
            dimension: 'network',
            users: 9,
            rows: [
              { value: '5g', users: 6, share: 6 / 9 },
              { value: 'wifi', users: 3, share: 3 / 9 },
            ],
            heldBack: { groups: 0, users: 0 },
          },
        ],
      }),
    );
    renderPage(<NetworkPage />, '/statistics/terminal/network?preset=last7');
    await screen.findByTestId('breakdown-network');
    expect(rowsOf('network')).toEqual(['5G666.7%', 'Wi-Fi333.3%']);
    expect(
      within(screen.getByTestId('trend-table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['时段', '活跃用户', '活跃用户 · 5G']);
  });
});
