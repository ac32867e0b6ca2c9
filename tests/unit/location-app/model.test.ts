import {
  OVERLAP_CHOICES,
  appAddPayload,
  appUpdatePayload,
  buildingChoices,
  formatTime,
  keyActions,
  overlapLabel,
} from '../../../src/resources/location-app/model';
import { KEY_OVERLAP_HOURS } from '#contract/endpoints/app';

describe('issue 16: the location app form and key panel', () => {
  it('sends the add body: numbers for the company and buildings (deduplicated), enabled by default', () => {
    expect(appAddPayload({ name: '园区导览', appCode: 'park', companyId: '3', platforms: ['wechat'], buildingIds: ['5', 5, '7'] })).toEqual({
      companyId: 3,
      name: '园区导览',
      appCode: 'park',
      platforms: ['wechat'],
      enabled: true,
      buildingIds: [5, 7],
    });
    expect(appAddPayload({}).companyId).toBe(0);
  });

  it('sends the app code and company on update only when they changed (a shipped app keeps both)', () => {
    const previous = { id: 9, name: 'A', appCode: 'a-app', companyId: 3, platforms: [], enabled: true, buildingIds: [5] };
    expect(appUpdatePayload({ ...previous, name: 'B', enabled: false }, previous)).toEqual({
      id: 9,
      name: 'B',
      platforms: [],
      enabled: false,
      buildingIds: [5],
    });
    expect(appUpdatePayload({ ...previous, appCode: 'b-app', companyId: '4' }, previous)).toMatchObject({ appCode: 'b-app', companyId: 4 });
    expect(appUpdatePayload({ ...previous, id: '9' })).toMatchObject({ id: 9, appCode: 'a-app', companyId: 3 });
  });

  it('offers the company’s buildings; one in another app is shown, named, and cannot be chosen', () => {
    const choices = buildingChoices(
      [
        { id: 1, name: 'Mall', appId: 7, appName: 'Demo' },
        { id: 2, name: 'Office', appId: 8, appName: 'Other app' },
        { id: 3, name: 'Annex', appId: null, appName: null },
      ],
      7,
    );
    expect(choices).toEqual([
      { id: 1, name: 'Mall', otherApp: null, disabled: false },
      { id: 2, name: 'Office', otherApp: 'Other app', disabled: true },
      { id: 3, name: 'Annex', otherApp: null, disabled: false },
    ]);
    expect(buildingChoices([{ id: 1, name: 'Mall', appId: 7, appName: null }], undefined)[0]).toMatchObject({ otherApp: '7', disabled: true });
  });

  it('rotates only an active key and revokes only one that still works', () => {
    expect(keyActions('active')).toEqual({ rotate: true, revoke: true });
    expect(keyActions('expiring')).toEqual({ rotate: false, revoke: true });
    expect(keyActions('expired')).toEqual({ rotate: false, revoke: false });
    expect(keyActions('revoked')).toEqual({ rotate: false, revoke: false });
  });

  it('offers overlaps within the server’s range, the default among them, in words', () => {
    expect(OVERLAP_CHOICES).toContain(KEY_OVERLAP_HOURS.default);
    for (const h of OVERLAP_CHOICES) expect(h >= KEY_OVERLAP_HOURS.min && h <= KEY_OVERLAP_HOURS.max).toBe(true);
    expect(overlapLabel(0)).toEqual({ key: 'app.apps.keys.overlap_now', count: 0 });
    expect(overlapLabel(24)).toEqual({ key: 'app.apps.keys.overlap_hours', count: 24 });
    expect(overlapLabel(168)).toEqual({ key: 'app.apps.keys.overlap_days', count: 7 });
  });

  it('shows times to the minute in the console’s language, and a fallback for none', () => {
    expect(formatTime(null, 'en', 'Never')).toBe('Never');
    expect(formatTime('2026-03-01T08:05:00Z', 'zh')).toMatch(/2026/);
    expect(formatTime('2026-03-01T08:05:00Z', 'en')).not.toBe(formatTime('2026-03-01T08:05:00Z', 'ja'));
  });
});
