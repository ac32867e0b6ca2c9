import { editorReducer, initialEditorState, type EditorState } from '../../../../src/resources/region/poi/editorState';
import { addPoi, deletePoi, editPoi, failingId, levelPois, rebase, toChanges } from '../../../../src/resources/region/poi/patch';
import { describeChange } from '../../../../src/resources/region/poi/historyModel';
import { poi } from './fixture';

const P1 = poi('p-1', '服务台', [121.0002, 31.00015]);
const P2 = poi('p-2', '优衣库', [121.0005, 31.0001], { poiTypeId: 1 });
const NEW = poi('new-1', '新 POI', [121.0003, 31.0002], { unitId: null });
const none = new Map();

describe('issue 6 POI patch: only what changed is saved', () => {
  it('issue 6: an update carries only the changed fields; setting a field back to the server value removes it', () => {
    let pending = editPoi(none, P1, 'p-1', { name: '咨询台' });
    pending = editPoi(pending, P1, 'p-1', { keywords: ['问询'] });
    expect(toChanges(pending).changes).toEqual([{ op: 'update', id: 'p-1', set: { name: '咨询台', keywords: ['问询'] } }]);
    pending = editPoi(pending, P1, 'p-1', { name: '服务台', keywords: [] });
    expect(pending.size).toBe(0);
    expect(toChanges(pending).changes).toEqual([]);
  });

  it('issue 6: a move is the point only', () => {
    const pending = editPoi(none, P1, 'p-1', { point: [121.0003, 31.0003] });
    expect(toChanges(pending).changes).toEqual([{ op: 'update', id: 'p-1', set: { point: [121.0003, 31.0003] } }]);
  });

  it('issue 6: add then delete is nothing; an added POI is sent whole, without its local id', () => {
    const added = addPoi(none, NEW);
    const { id: _id, ...fields } = NEW;
    expect(toChanges(editPoi(added, null, 'new-1', { name: '问询处' })).changes).toEqual([{ op: 'add', poi: { ...fields, name: '问询处' } }]);
    expect(deletePoi(added, null, 'new-1').size).toBe(0);
  });

  it('issue 6: deleting an edited POI sends the delete alone; the level view drops it and shows the new ones', () => {
    let pending = editPoi(none, P1, 'p-1', { name: '咨询台' });
    pending = deletePoi(pending, P1, 'p-1');
    pending = addPoi(pending, NEW);
    expect(toChanges(pending)).toEqual({
      changes: [
        { op: 'delete', id: 'p-1' },
        { op: 'add', poi: expect.objectContaining({ name: '新 POI' }) },
      ],
      ids: ['p-1', 'new-1'],
    });
    expect(levelPois([P1, P2], pending, 11).map((p) => p.id)).toEqual(['p-2', 'new-1']);
  });

  it('issue 6: a 10005 field names its change: changes[i] -> the i-th POI', () => {
    expect(failingId('changes[1]', ['p-1', 'new-1'])).toBe('new-1');
    expect(failingId('changes[0].poi.name', ['p-1'])).toBe('p-1');
    expect(failingId('baseRevision', ['p-1'])).toBeNull();
  });

  it('issue 6: re-applying on newer records keeps the user’s fields, drops what now equals the server and changes of deleted POIs', () => {
    let pending = editPoi(none, P1, 'p-1', { name: '咨询台', visible: false });
    pending = editPoi(pending, P2, 'p-2', { openingHours: '10:00-22:00' });
    pending = addPoi(pending, NEW);
    const fresh = new Map([['p-1', { ...P1, nameEn: 'Info', visible: false }]]);
    const { pending: next, dropped } = rebase(pending, fresh);
    expect(dropped).toEqual(['p-2']);
    expect(toChanges(next).changes).toEqual([
      { op: 'update', id: 'p-1', set: { name: '咨询台' } },
      { op: 'add', poi: expect.objectContaining({ name: '新 POI' }) },
    ]);
    expect(levelPois([...fresh.values()], next, 11)[0]).toEqual(expect.objectContaining({ name: '咨询台', nameEn: 'Info' }));
  });
});

describe('issue 6 POI editor: undo within the session', () => {
  const run = (...actions: Parameters<typeof editorReducer>[1][]): EditorState => actions.reduce(editorReducer, initialEditorState);

  it('issue 6: typing in one field is one undo step; undo restores the previous changes and selects the POI', () => {
    const state = run(
      { type: 'edit', id: 'p-1', base: P1, fields: { name: '服' }, key: 'p-1:name' },
      { type: 'edit', id: 'p-1', base: P1, fields: { name: '服务' }, key: 'p-1:name' },
      { type: 'edit', id: 'p-1', base: P1, fields: { point: [121.1, 31.1] } },
      { type: 'select', id: null },
    );
    expect(state.undo).toHaveLength(2);
    const once = editorReducer(state, { type: 'undo' });
    expect(toChanges(once.pending).changes).toEqual([{ op: 'update', id: 'p-1', set: { name: '服务' } }]);
    expect(once.selectedId).toBe('p-1');
    expect(editorReducer(once, { type: 'undo' }).pending.size).toBe(0);
  });

  it('issue 6: undoing a delete brings the POI back; a change that changes nothing is no step', () => {
    const state = run(
      { type: 'select', id: 'p-2' },
      { type: 'delete', id: 'p-2', base: P2 },
      { type: 'edit', id: 'p-1', base: P1, fields: { name: '服务台' } },
    );
    expect(state.selectedId).toBeNull();
    expect(state.undo).toHaveLength(1);
    const back = editorReducer(state, { type: 'undo' });
    expect(back.pending.size).toBe(0);
    expect(back.selectedId).toBe('p-2');
  });

  it('issue 6: after a save a selected new POI keeps its selection under its server id', () => {
    const state = run({ type: 'placing', on: true }, { type: 'add', poi: NEW });
    expect(state.placing).toBe(false);
    expect(state.selectedId).toBe('new-1');
    const saved = editorReducer(state, { type: 'saved', added: new Map([['new-1', 'poi-abc']]) });
    expect(saved).toEqual({ ...initialEditorState, selectedId: 'poi-abc' });
  });
});

describe('issue 6 poi-patch history in words', () => {
  const state = (properties: Record<string, unknown>, at: [number, number]) => ({ properties, geometry: { type: 'Point', coordinates: at } });

  it('issue 6: added, deleted, moved and renamed are told apart', () => {
    expect(describeChange({ id: 'a', op: 'add', before: null, after: state({ name: '甲' }, [1, 1]) }).kinds).toEqual(['added']);
    expect(describeChange({ id: 'a', op: 'delete', before: state({ name: '甲' }, [1, 1]), after: null })).toEqual({
      id: 'a',
      name: '甲',
      kinds: ['deleted'],
      renamed: null,
    });
    const line = describeChange({
      id: 'a',
      op: 'update',
      before: state({ name: '甲', visible: true }, [1, 1]),
      after: state({ name: '乙', visible: false }, [1, 2]),
    });
    expect(line).toEqual({ id: 'a', name: '乙', kinds: ['moved', 'renamed', 'visible'], renamed: { from: '甲', to: '乙' } });
  });
});
