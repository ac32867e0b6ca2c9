import { buildingPayload } from '../../../../src/resources/building/payload';

describe('issue 5 building add/update bodies (pure)', () => {
  it('issue 5: add sends name, address, app or null, anchor or null and the floors in the form order', () => {
    const body = buildingPayload(
      {
        name: ' 新楼 ',
        address: '路 1 号',
        appId: '',
        anchor: { lng: '', lat: null },
        levels: [
          { ordinal: 1, name: '二层', shortName: ' ' },
          { ordinal: 0, name: '一层', shortName: '1F' },
        ],
      },
      false,
    );
    expect(body).toEqual({
      name: '新楼',
      address: '路 1 号',
      appId: null,
      anchor: null,
      levels: [
        { ordinal: 1, name: '二层' },
        { ordinal: 0, name: '一层', shortName: '1F' },
      ],
    });
  });

  it('issue 5: a platform admin names the company on creation; update never sends it and keeps the floor ids', () => {
    expect(buildingPayload({ name: 'A', companyId: 2, appId: 3, anchor: { lng: 121.5, lat: '31.2' }, levels: [] }, true)).toEqual({
      name: 'A',
      address: '',
      companyId: 2,
      appId: 3,
      anchor: { lng: 121.5, lat: 31.2 },
      levels: [],
    });
    const update = buildingPayload(
      {
        id: 5,
        name: 'A',
        companyId: 2,
        appId: null,
        levels: [
          { id: 10, ordinal: 0, name: 'G' },
          { ordinal: 1, name: 'N' },
        ],
      },
      true,
    );
    expect(update).toEqual({
      id: 5,
      name: 'A',
      address: '',
      appId: null,
      anchor: null,
      levels: [
        { id: 10, ordinal: 0, name: 'G' },
        { ordinal: 1, name: 'N' },
      ],
    });
  });
});
