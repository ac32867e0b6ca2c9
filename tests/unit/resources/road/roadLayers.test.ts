import { applyPick, pickedIds, roadSourceData, routeSourceData } from '../../../../src/resources/road/roadLayers';
import { ROADS } from './fixture';

describe('issue 6 road layers', () => {
  it('issue 6: a level draws its own segments and the connectors serving it, with the status at the asked instant', () => {
    const first = roadSourceData(ROADS, 11).features.map((feature) => [feature.properties?.fid, feature.properties?.effectiveStatus]);
    expect(first).toEqual([
      ['road-1F-0001', 'open'],
      ['road-1F-0002', 'open'],
      ['road-1F-0003', 'closed'],
      ['road-1F-0004', 'closed'],
      ['connector-W-lift-1', 'open'],
    ]);
    expect(roadSourceData(ROADS, 12).features.map((feature) => feature.properties?.fid)).toEqual(['connector-W-lift-1']);
  });

  it('issue 6: the route draws the legs of the shown level only', () => {
    const legs = [
      {
        levelId: 11,
        coordinates: [
          [1, 1],
          [2, 2],
        ] as [number, number][],
      },
      {
        levelId: 12,
        coordinates: [
          [2, 2],
          [3, 3],
        ] as [number, number][],
      },
      { levelId: 11, coordinates: [[4, 4]] as [number, number][] },
    ];
    expect(routeSourceData(legs, 12).features.map((feature) => feature.geometry)).toEqual([
      {
        type: 'LineString',
        coordinates: [
          [2, 2],
          [3, 3],
        ],
      },
    ]);
  });

  it('issue 6: a click replaces the selection, Ctrl-click toggles, a box adds; picked ids come once', () => {
    expect(pickedIds([{ properties: { fid: 'a' } }, { properties: { fid: 'a' } }, { properties: { fid: 'b' } }, { properties: null }])).toEqual(['a', 'b']);
    expect(applyPick(['a', 'b'], ['c'], 'replace')).toEqual(['c']);
    expect(applyPick(['a', 'b'], [], 'replace')).toEqual([]);
    expect(applyPick(['a', 'b'], ['b', 'c'], 'toggle')).toEqual(['a', 'c']);
    expect(applyPick(['a', 'b'], ['b', 'c'], 'add')).toEqual(['a', 'b', 'c']);
  });
});
