import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BuildingEdit } from '../../../../src/resources/building/BuildingEdit';
import type { PublishPreview } from '../../../../src/resources/building/types';
import { failure, http, ok, recordBus } from '../../helpers';
import { server } from '../../msw';
import { renderView, signIn } from '../admin/renderView';
import { APPS, MALL, VERSIONS } from './fixture';
import { buildingApi } from '#contract/endpoints/building';
import { appApi } from '#contract/endpoints/app';
import { mapApi } from '#contract/endpoints/map';

vi.setConfig({ testTimeout: 30_000 });

const PREVIEW: PublishPreview = {
  nextVersion: 3,
  changes: { added: 4, changed: 2, removed: 1 },
  byType: { unit: { added: 3, changed: 2, removed: 0 }, opening: { added: 1, changed: 0, removed: 1 }, amenity: { added: 0, changed: 0, removed: 0 } },
};

const openVersions = () => renderView('building', <BuildingEdit />, { path: '/building/1?tab=versions', route: '/building/:id' });

describe('issue 5 building versions tab and publishing', () => {
  beforeEach(() => {
    signIn('COMPANY_ADMINISTRATOR');
    server.use(
      http.get(buildingApi.one.path, () => ok(MALL)),
      http.get(appApi.page.path, () => ok({ records: APPS, total: APPS.length })),
    );
  });

  it('issue 5: the draft (revision, who and when, counts) and the published versions newest first', async () => {
    server.use(http.get(buildingApi.versions.path, ({ request }) => (new URL(request.url).searchParams.get('buildingId') === '1' ? ok(VERSIONS) : ok([]))));
    openVersions();
    const draft = await screen.findByTestId('draft-version');
    expect(draft).toHaveTextContent('草稿（修订 7）');
    expect(draft).toHaveTextContent('company@demo.local');
    expect(draft).toHaveTextContent('房间 201 · 门 199 · 设施 15 · POI 40 · 区域 6 · 道路 90');
    const rows = screen.getAllByTestId('published-version');
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['v2', 'v1']);
    expect(rows[1]).toHaveTextContent('platform@demo.local');
    expect(within(rows[0]!).getByRole('button', { name: '导出 IMDF' })).toBeInTheDocument();
  });

  it('issue 5: 发布 shows the preview counts (total and per type) before publishing, then publishes and refreshes', async () => {
    let published = false;
    const bodies: unknown[] = [];
    server.use(
      http.get(buildingApi.versions.path, () =>
        ok(published ? [...VERSIONS, { ...VERSIONS[2]!, id: 23, version: 3, publishedBy: 'company@demo.local' }] : VERSIONS),
      ),
      http.get(mapApi.publishPreview.path, () => ok(PREVIEW)),
      http.post(mapApi.publish.path, async ({ request }) => {
        bodies.push(await request.json());
        published = true;
        return ok({ version: 3, changes: PREVIEW.changes });
      }),
    );
    openVersions();
    await userEvent.click(await screen.findByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog', { name: '发布草稿' });
    await waitFor(() => expect(within(dialog).getByTestId('publish-added')).toHaveTextContent('新增 4'));
    expect(within(dialog).getByTestId('publish-changed')).toHaveTextContent('修改 2');
    expect(within(dialog).getByTestId('publish-removed')).toHaveTextContent('删除 1');
    expect(dialog).toHaveTextContent('草稿将发布为版本 3');
    const table = within(dialog).getByRole('table', { name: '按要素类型的变更' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    // A type with no change is left out.
    expect(rows).toEqual([
      ['房间', '3', '2', '0'],
      ['门', '1', '0', '1'],
    ]);
    expect(bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ buildingId: 1 }]);
    expect(await screen.findByText('已发布版本 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('published-version')).toHaveLength(3));
  });

  it('issue 5 bad input: a refused publish is toasted and the dialog stays to retry or cancel', async () => {
    const toasts = recordBus('api-error');
    server.use(
      http.get(buildingApi.versions.path, () => ok(VERSIONS)),
      http.get(mapApi.publishPreview.path, () => ok(PREVIEW)),
      http.post(mapApi.publish.path, () => failure(10006, '草稿已被他人修改，请刷新后重试', 409)),
    );
    openVersions();
    await userEvent.click(await screen.findByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('dialog', { name: '发布草稿' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '确认发布' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    await waitFor(() => expect(toasts).toEqual([{ message: '草稿已被他人修改，请刷新后重试' }]));
    expect(screen.getByRole('dialog', { name: '发布草稿' })).toBeInTheDocument();
  });
});
