import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { DraftStatusBar } from '../../../../src/resources/building/DraftStatusBar';
import { draftStatusOf } from '../../../../src/resources/building/draftStatus';
import type { PublishPreview } from '../../../../src/resources/building/types';
import { updateSession } from '../../../../src/shell/session/sessionStore';
import { http, ok } from '../../helpers';
import { server } from '../../msw';
import { renderAt } from '../../render';
import { VERSIONS } from './fixture';
import { anAdmin } from '../../sessionFixtures';
import { mapApi } from '#contract/endpoints/map';
import { buildingApi } from '#contract/endpoints/building';

vi.setConfig({ testTimeout: 30_000 });

const NONE = { added: 0, changed: 0, removed: 0 };
const preview = (changes = { added: 4, changed: 2, removed: 1 }, nextVersion = 3): PublishPreview => ({ nextVersion, changes, byType: {} });
const [DRAFT, V1, V2] = VERSIONS as [(typeof VERSIONS)[0], (typeof VERSIONS)[0], (typeof VERSIONS)[0]];

describe('issue 10: what the draft holds unpublished', () => {
  it('publish-preview counts decide, for those who may publish', () => {
    expect(draftStatusOf(preview(), undefined)).toEqual({
      kind: 'unpublished',
      neverPublished: false,
      changes: { added: 4, changed: 2, removed: 1 },
      saves: null,
    });
    expect(draftStatusOf(preview(NONE), undefined)).toEqual({ kind: 'published' });
    expect(draftStatusOf(preview({ ...NONE, added: 9 }, 1), undefined)).toMatchObject({ kind: 'unpublished', neverPublished: true });
  });

  it('otherwise the draft’s revisions saved since the newest published version', () => {
    expect(draftStatusOf(undefined, VERSIONS)).toEqual({ kind: 'unpublished', neverPublished: false, changes: null, saves: 2 });
    expect(draftStatusOf(undefined, [{ ...DRAFT, revision: 5 }, V1, V2])).toEqual({ kind: 'published' });
    expect(draftStatusOf(undefined, [DRAFT])).toMatchObject({ kind: 'unpublished', neverPublished: true });
    const empty = { units: 0, openings: 0, amenities: 0, pois: 0, sections: 0, roads: 0 };
    expect(draftStatusOf(undefined, [{ ...DRAFT, counts: empty }])).toEqual({ kind: 'unknown' });
    expect(draftStatusOf(undefined, undefined)).toEqual({ kind: 'unknown' });
  });
});

const signInWith = (permissions: string[]) => {
  Cookies.set('loginStatus', 'login');
  updateSession({
    admin: anAdmin({ id: 3, email: 'business@demo.local', adminType: 'BUSINESS_ADMINISTRATOR', companyId: 1 }),
    userPermissions: [{ mapId: 1, permissions }],
    allPermissions: [],
    buildingId: 1,
  });
};

describe('issue 10: the draft status bar of the building view and the editors', () => {
  it('who may publish: the count, added/changed/removed, the draft’s link and 发布…, which publishes and clears the bar', async () => {
    signInWith(['VIEW_BUILDING', 'EDIT_BUILDING']);
    let published = false;
    server.use(
      http.get(mapApi.publishPreview.path, () => ok(published ? preview(NONE) : preview())),
      http.post(mapApi.publish.path, () => {
        published = true;
        return ok({ version: 3, changes: preview().changes });
      }),
    );
    renderAt(<DraftStatusBar buildingId={1} draftLink />);
    expect(await screen.findByTestId('draft-status-headline')).toHaveTextContent('草稿有 7 处未发布的修改（新增 4 · 修改 2 · 删除 1）');
    expect(screen.getByRole('link', { name: '查看草稿' })).toHaveAttribute('href', '/building/building-view?version=draft');
    await userEvent.click(screen.getByRole('button', { name: '发布…' }));
    const dialog = await screen.findByRole('dialog', { name: '发布草稿' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认发布' }));
    await waitFor(() => expect(screen.queryByTestId('draft-status')).not.toBeInTheDocument());
    expect(screen.getByTestId('draft-status-published')).toHaveTextContent('已发布：草稿没有未发布的修改');
  });

  it('an editor without EDIT_BUILDING: building-version only (publish-preview would be refused), saves counted, no publish', async () => {
    signInWith(['EDIT_POI']);
    server.use(http.get(buildingApi.versions.path, () => ok(VERSIONS)));
    renderAt(<DraftStatusBar buildingId={1} draftLink />);
    expect(await screen.findByTestId('draft-status-headline')).toHaveTextContent('上次发布后，草稿已保存 2 次，尚未发布');
    expect(screen.getByTestId('draft-status')).toHaveTextContent('已发布的版本。发布需要“编辑建筑”权限。');
    expect(screen.queryByRole('button', { name: '发布…' })).not.toBeInTheDocument();
    // The building view needs VIEW_BUILDING: no link to a 403 page.
    expect(screen.queryByRole('link', { name: '查看草稿' })).not.toBeInTheDocument();
  });

  it('nothing unpublished: a quiet 已发布 with no action, in the space the bar keeps while it loads', async () => {
    signInWith(['VIEW_BUILDING', 'EDIT_BUILDING']);
    let asked = 0;
    server.use(
      http.get(mapApi.publishPreview.path, () => {
        asked += 1;
        return ok(preview(NONE));
      }),
    );
    renderAt(<DraftStatusBar buildingId={1} draftLink />);
    expect(await screen.findByTestId('draft-status-published')).toHaveTextContent('已发布：草稿没有未发布的修改');
    expect(asked).toBe(1);
    expect(screen.queryByTestId('draft-status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('English: the count and the hint', async () => {
    signInWith(['VIEW_BUILDING', 'EDIT_BUILDING']);
    server.use(http.get(mapApi.publishPreview.path, () => ok(preview({ added: 0, changed: 1, removed: 0 }))));
    renderAt(<DraftStatusBar buildingId={1} />, { locale: 'en' });
    expect(await screen.findByTestId('draft-status-headline')).toHaveTextContent('1 unpublished change in the draft (Added 0 · Changed 1 · Removed 0)');
    expect(screen.queryByRole('link', { name: 'View the draft' })).not.toBeInTheDocument();
  });
});
