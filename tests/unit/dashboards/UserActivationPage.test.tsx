import { screen, within } from '@testing-library/react';
import { OwnerServicePage } from '../../../src/resources/statistics-owner-service/OwnerServicePage';
import { UserActivationPage } from '../../../src/resources/statistics-user-activation/UserActivationPage';
import { answer, DAYS } from './fixture';
import { onTheMall, renderPage, serveStatistics } from './render';

/** Issue 14 活跃用户 (DAU/WAU/MAU, stickiness, the retention grid) and 车主服务分析 (uses and success rates). */

vi.setConfig({ testTimeout: 20_000 });
beforeEach(() => onTheMall());

const NONE = { groups: 0, users: 0 };

describe('issue 14 活跃用户', () => {
  it('cards (stickiness as a percentage) and the retention grid: a row per cohort, a coloured cell per week', async () => {
    serveStatistics('user-activation', () =>
      answer({
        trend: {
          periods: DAYS,
          series: [{ metric: 'activeUsers', value: '', points: [10, 11, 12, 13, 14, 15, 16] }],
          cards: [
            { metric: 'dau', value: 13 },
            { metric: 'wau', value: 60 },
            { metric: 'mau', value: 200 },
            { metric: 'stickiness', value: 0.065 },
          ],
          heldBack: NONE,
        },
        retention: {
          cohorts: [
            { period: '2026-11-02', users: 40, retained: [40, 10, 5] },
            { period: '2026-11-09', users: 20, retained: [20, 4] },
          ],
          heldBack: { groups: 1, users: 3 },
        },
      }),
    );
    renderPage(<UserActivationPage />, '/statistics/user-activation');
    await screen.findByTestId('kpi-dau');
    expect(within(screen.getByTestId('kpi-stickiness')).getByTestId('kpi-value')).toHaveTextContent('6.5%');
    const grid = screen.getByTestId('retention-grid');
    expect(within(grid).getByRole('heading', { level: 2, name: '周留存' })).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['首次出现（当周）', '用户数', '第 0 周', '第 1 周', '第 2 周']);
    const rows = within(grid).getAllByTestId('retention-row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringMatching(/当周40100%25%12.5%$/), expect.stringMatching(/当周20100%20%$/)]);
    // Full retention: the darkest cell, white text on it.
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveStyle({ color: '#ffffff' });
    expect(within(grid).getByTestId('held-back-note')).toHaveTextContent('1 个不足 5 人的分组（共 3 人）');
  });
});

describe('issue 14 车主服务分析', () => {
  it('uses and successes as counts, success rates as percentages; change in percentage points when compared', async () => {
    serveStatistics('owner-service', () =>
      answer({
        trend: {
          periods: DAYS,
          previousPeriods: DAYS,
          series: [
            { metric: 'findCarUses', value: '', points: [1, 2, 3, 4, 5, 6, 7], previous: [1, 1, 1, 1, 1, 1, 1] },
            { metric: 'findCarSuccesses', value: '', points: [1, 2, 3, 4, 5, 6, 6], previous: [1, 1, 1, 1, 1, 1, 1] },
          ],
          cards: [
            { metric: 'findCarUses', value: 28, previous: 7 },
            { metric: 'findCarSuccessRate', value: 0.964, previous: 0.9 },
          ],
          heldBack: NONE,
        },
      }),
    );
    renderPage(<OwnerServicePage />, '/statistics/owner-service?compare=1');
    await screen.findByTestId('kpi-findCarUses');
    expect(within(screen.getByTestId('kpi-findCarUses')).getByTestId('kpi-change')).toHaveTextContent('+300%');
    expect(within(screen.getByTestId('kpi-findCarSuccessRate')).getByTestId('kpi-value')).toHaveTextContent('96.4%');
    expect(within(screen.getByTestId('kpi-findCarSuccessRate')).getByTestId('kpi-change')).toHaveTextContent('+6.4 个百分点');
    expect(screen.getByRole('heading', { level: 2, name: '寻车' })).toBeInTheDocument();
    // A part the answer lacks (parking payment here) is left out rather than drawn empty.
    expect(screen.queryByRole('heading', { level: 2, name: '停车缴费' })).not.toBeInTheDocument();
  });
});
