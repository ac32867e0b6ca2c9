import { ApiError } from '../../../../src/dataProvider/ApiError';
import { problemText } from '../../../../src/resources/qrcode/useMiniCode';
import { qrcodeAddPayload, qrcodeUpdatePayload, sceneCheck } from '../../../../src/resources/qrcode/payload';

describe('issue 13: the QR code form', () => {
  it('checks the payload live against WeChat’s scene rule (at most 32 characters of its set)', () => {
    expect(sceneCheck('')).toMatchObject({ empty: true, fits: true, length: 0, max: 32 });
    expect(sceneCheck('poi=12&lvl=3')).toMatchObject({ fits: true, length: 12 });
    expect(sceneCheck('x'.repeat(32)).fits).toBe(true);
    expect(sceneCheck('x'.repeat(33))).toMatchObject({ fits: false, length: 33 });
    expect(sceneCheck('欢迎光临').fits).toBe(false);
    expect(sceneCheck('a%20b').fits).toBe(false);
  });

  it('sends the add body on the selected building, with a count only for a batch', () => {
    const form = {
      name: '东门',
      levelId: '3',
      lng: '',
      lat: null,
      page: 'pages/index/index',
      payload: 'e=1',
      kind: 'wechat' as const,
      batch: '',
      enabled: true,
    };
    expect(qrcodeAddPayload({ ...form, count: 1 }, 7)).toEqual({
      buildingId: 7,
      name: '东门',
      levelId: 3,
      lng: null,
      lat: null,
      page: 'pages/index/index',
      payload: 'e=1',
      kind: 'wechat',
      batch: '',
      enabled: true,
    });
    expect(qrcodeAddPayload({ ...form, batch: '春季', count: '12' }, 7)).toMatchObject({ batch: '春季', count: 12 });
  });

  it('sends the update body with the id and the writable fields only (no level clears the position)', () => {
    const body = qrcodeUpdatePayload({
      id: 5,
      name: 'x',
      levelId: null,
      lng: 121.5,
      lat: 31.2,
      page: 'p',
      payload: '',
      kind: 'url',
      batch: 'b',
      enabled: false,
    });
    expect(body).toEqual({ id: 5, name: 'x', levelId: null, lng: 121.5, lat: 31.2, page: 'p', payload: '', kind: 'url', batch: 'b', enabled: false });
    expect(Object.keys(body)).not.toContain('scene');
  });
});

describe('issue 13: a refused mini-code image', () => {
  it('shows the field’s message (WeChat’s unpublished page), else the envelope’s', () => {
    const page = new ApiError('Invalid request', { kind: 'api', code: 10005, errors: [{ field: 'page', message: 'WeChat does not find the page (41030)' }] });
    expect(problemText(page)).toBe('WeChat does not find the page (41030)');
    expect(problemText(new ApiError('WeChat’s limit is reached (45009)', { kind: 'api', code: 10007 }))).toBe('WeChat’s limit is reached (45009)');
  });
});
