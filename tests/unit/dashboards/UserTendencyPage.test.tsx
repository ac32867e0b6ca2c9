import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserTendencyPage } from '../../../src/resources/statistics-application/UserTendencyPage';
import { failure } from '../helpers';
import { answer, DAYS, tendencyTrend } from './fixture';
import { onTheMall, renderPage, serveStatistics } from './render';

/** Issue 14 用户趋势 (spec §2 user-tendency) in the dashboard frame: cards, the table, compare, the URL, the server's errors. */

vi.setConfig({ testTimeout: 20_000 });
const PATH = '/statistics/application/user-tendency';

beforeEach(() => {
  // Only the clock: timers stay real for react-query and user-event.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
  onTheMall();
});
afterEach(() => vi.useRealTimers());

const card = (metric: string) => screen.getByTestId(`kpi-${metric}`);

describe('issue 14 用户趋势', () => {
  it('renders the cards and the table of the answer for the view in the URL, and asks for exactly that view', async () => {
    const queries = serveStatistics('user-tendency', () => answer({ trend: tendencyTrend() }));
    renderPage(<UserTendencyPage />, `${PATH}?preset=last7`);
    expect(await within(await screen.findByTestId('kpi-newUsers')).findByText('2,076')).toBeInTheDocument();
    expect(within(card('activeUsers')).getByText('活跃用户')).toBeInTheDocument();
    expect(within(card('avgSessionSeconds')).getByTestId('kpi-value')).toHaveTextContent('3分钟 25秒');
    expect(Object.fromEntries(queries[0]!)).toEqual({ buildingId: '1', from: DAYS[0], to: DAYS[6], granularity: 'DAY' });
    const [users] = screen.getAllByTestId('trend-table');
    expect(within(users!).getAllByTestId('figure-row')).toHaveLength(7);
    expect(
      within(users!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['时段', '新增用户', '活跃用户']);
    expect(within(users!).getAllByTestId('figure-row')[6]).toHaveTextContent(/11月20日.*1,234.*2,048/);
    // Headings: the sections are h2 (the page's h1 is the layout's).
    expect(screen.getByRole('heading', { level: 2, name: '新增与活跃用户' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /图表（相同数据见下表）/ })).toHaveLength(3);
    expect(screen.getByTestId('statistics-range')).toHaveTextContent('Asia/Shanghai');
  });

  it('compare: the switch asks for the previous period, the URL keeps it, and the cards show the change', async () => {
    const queries = serveStatistics('user-tendency', (query) => answer({ trend: tendencyTrend(query.get('compare') === 'true') }));
    renderPage(<UserTendencyPage />, `${PATH}?preset=last7`);
    await screen.findByTestId('kpi-newUsers');
    await userEvent.click(screen.getByRole('switch', { name: '与上一周期对比' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?preset=last7&compare=1`));
    await waitFor(() => expect(within(card('newUsers')).getByTestId('kpi-change')).toHaveTextContent('+20%'));
    expect(queries.at(-1)?.get('compare')).toBe('true');
    expect(within(card('newUsers')).getByText('较上一周期上升 +20%')).toBeInTheDocument();
    expect(within(card('activeUsers')).getByTestId('kpi-change')).toHaveTextContent('-10%');
    expect(within(card('sessions')).getByTestId('kpi-change')).toHaveTextContent('与上一周期持平');
    expect(within(card('newUsers')).getByText('上一周期：1,730')).toBeInTheDocument();
    expect(
      within(screen.getAllByTestId('trend-table')[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['时段', '对比时段', '新增用户', '新增用户（上一周期）', '活跃用户', '活跃用户（上一周期）']);
  });

  it('spec §9: granularity — HOUR is disabled past 7 days; a preset and a granularity land in the URL and in the query', async () => {
    const queries = serveStatistics('user-tendency', () => answer({ trend: tendencyTrend() }));
    renderPage(<UserTendencyPage />, PATH);
    await screen.findByTestId('kpi-newUsers');
    const granularity = screen.getByRole('group', { name: '时间粒度' });
    expect(within(granularity).getByRole('button', { name: '按小时' })).toBeDisabled();
    expect(within(granularity).getByRole('button', { name: '按天' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(granularity).getByRole('button', { name: '按周' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?granularity=WEEK`));
    await waitFor(() => expect(queries.at(-1)?.get('granularity')).toBe('WEEK'));
    await userEvent.click(screen.getByRole('combobox', { name: '时间范围' }));
    await userEvent.click(screen.getByRole('option', { name: '昨天' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?preset=yesterday`));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ from: '2026-11-19', to: '2026-11-19', granularity: 'HOUR' }));
    expect(within(granularity).getByRole('button', { name: '按月' })).toBeDisabled();
  });

  it('custom: two dates appear and write the range into the URL', async () => {
    const queries = serveStatistics('user-tendency', () => answer({ trend: tendencyTrend() }));
    renderPage(<UserTendencyPage />, `${PATH}?preset=custom&from=2026-09-01&to=2026-09-30`);
    await screen.findByTestId('kpi-newUsers');
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-09-01');
    expect(Object.fromEntries(queries[0]!)).toMatchObject({ from: '2026-09-01', to: '2026-09-30', granularity: 'DAY' });
  });

  it('the error state shows the server’s own message (10005 naming the field)', async () => {
    serveStatistics('user-tendency', () => failure(10005, '请求参数不正确', 400, { errors: [{ field: 'to', message: '按小时统计的时间范围不能超过 7 天' }] }));
    renderPage(<UserTendencyPage />, `${PATH}?preset=last7`);
    expect(await screen.findByTestId('statistics-error')).toHaveTextContent('统计数据读取失败：按小时统计的时间范围不能超过 7 天');
    expect(screen.getByTestId('statistics-export')).toBeDisabled();
  });

  it('the empty state: no data in the range', async () => {
    const zero = tendencyTrend();
    zero.series = zero.series.map((s) => ({ ...s, points: s.points.map((p) => (s.metric === 'cumulativeUsers' ? p : 0)) }));
    zero.cards = zero.cards.map((c) => ({ ...c, value: c.metric === 'cumulativeUsers' ? c.value : 0 }));
    serveStatistics('user-tendency', () => answer({ trend: zero }));
    renderPage(<UserTendencyPage />, PATH);
    expect(await screen.findByTestId('statistics-empty')).toHaveTextContent('该时间范围内暂无数据。');
    expect(screen.queryByTestId('kpi-cards')).not.toBeInTheDocument();
  });

  it('English: numbers and words follow the locale', async () => {
    serveStatistics('user-tendency', () => answer({ trend: tendencyTrend() }));
    renderPage(<UserTendencyPage />, `${PATH}?preset=last7`, 'en');
    expect(await within(await screen.findByTestId('kpi-cumulativeUsers')).findByText('10,956')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'New and active users' })).toBeInTheDocument();
  });
});
