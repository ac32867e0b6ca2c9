import appGroup from '../../../../src/resources/app-group';
import { appGroupPayload } from '../../../../src/resources/app-group/payload';
import { appGroupApi } from '#contract/endpoints/appGroup';

describe('issue 16 应用分组: the add/update body and the declaration (pure)', () => {
  it('issue 16: sends the name, the description and the chosen app ids only (the apps’ names, count and dates are the server’s)', () => {
    const body = appGroupPayload({
      id: 4,
      name: ' Brand malls ',
      description: undefined,
      appIds: [3, '7', 0, 'x'],
      apps: [{ id: 3, name: 'A', companyName: 'C' }],
      appCount: 1,
    });
    expect(body).toEqual({ name: ' Brand malls ', description: '', appIds: [3, 7] });
    expect(appGroupPayload({ name: 'Empty' })).toEqual({ name: 'Empty', description: '', appIds: [] });
  });

  it('issue 16: the group is a real platform resource: list, add and edit views on its contract calls; the spec’s path is kept', () => {
    expect(appGroup.area).toBe('platform');
    expect(appGroup.list && appGroup.create && appGroup.edit).toBeTruthy();
    expect(appGroup.api?.page?.path).toBe(appGroupApi.page.path);
    expect(appGroup.api?.delete?.path).toBe(appGroupApi.delete.path);
    expect(appGroup.pages.find((p) => p.name === 'app-group-list')?.legacy).toEqual(['/app-group/list']);
  });
});
