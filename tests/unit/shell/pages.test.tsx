import { screen, waitFor } from '@testing-library/react';
import { AboutPage } from '../../../src/shell/pages/about/AboutPage';
import { splitUptime } from '../../../src/shell/pages/about/uptime';
import { DocumentPage } from '../../../src/shell/pages/document/DocumentPage';
import { NothingPage } from '../../../src/shell/pages/nothing/NothingPage';
import { http, HttpResponse, ok } from '../helpers';
import { server } from '../msw';
import { renderAt } from '../render';
import { systemApi } from '#contract/endpoints/system';

const status = (database: 'pglite' | 'postgresql') =>
  server.use(
    http.get(systemApi.status.path, () => ok({ status: 'ok', version: '0.3.0', database, startedAt: '2026-11-22T10:00:00Z', uptimeSeconds: 90061 })),
    http.head('/index.html', () => new HttpResponse(null, { status: 200, headers: { 'Last-Modified': 'Sun, 22 Nov 2026 09:30:00 GMT' } })),
  );

describe('spec §2 shell pages: /about, /document/document, /nothing', () => {
  it.each([
    ['pglite', 'PGlite（内嵌 PostgreSQL）'],
    ['postgresql', 'PostgreSQL 服务器'],
  ] as const)('spec §2 /about: the database kind %s comes from /api/status', async (database, label) => {
    status(database);
    renderAt(<AboutPage />);
    await waitFor(() => expect(screen.getByTestId('about-database')).toHaveTextContent(label));
    expect(screen.getByText('0.3.0')).toBeInTheDocument();
    expect(screen.getByText('运行中')).toBeInTheDocument();
    expect(screen.getByText('1 天 1 小时 1 分钟')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /API/ })).toHaveAttribute('href', systemApi.docs.path);
  });

  it('spec §2 /about: no Last-Modified means the console build time is shown as unknown', async () => {
    server.use(
      http.get(systemApi.status.path, () => ok({ status: 'ok', version: '0.3.0', database: 'pglite', startedAt: '2026-11-22T10:00:00Z' })),
      http.head('/index.html', () => new HttpResponse(null, { status: 200 })),
    );
    renderAt(<AboutPage />);
    expect(await screen.findByText('未知（非构建版本）')).toBeInTheDocument();
  });

  it('spec §2 /about: uptime splits into days, hours and minutes', () => {
    expect(splitUptime(90061)).toEqual({ days: 1, hours: 1, minutes: 1 });
    expect(splitUptime(59)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('spec §2 help: the user guide renders in Chinese for zh, with the API reference link', () => {
    renderAt(<DocumentPage />);
    expect(screen.getByRole('heading', { level: 1, name: '室内定位管理平台使用指南' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '消息中心' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API 参考' })).toHaveAttribute('href', systemApi.docs.path);
  });

  it.each(['en', 'es', 'ja'] as const)('spec §2 help: the guide is English for %s', (locale) => {
    renderAt(<DocumentPage />, { locale });
    expect(screen.getByRole('heading', { level: 1, name: 'Indoor Positioning Console user guide' })).toBeInTheDocument();
  });

  it('spec §2 /nothing: the empty page leads back to /application', () => {
    renderAt(<NothingPage />);
    expect(screen.getByRole('heading', { name: '暂无内容' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回应用列表' })).toHaveAttribute('href', '/application');
  });
});
