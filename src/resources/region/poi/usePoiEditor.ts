import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ApiError } from '../../../dataProvider/ApiError';
import { mapJsonKey } from '../../../maps/useMapJson';
import { refreshDraftStatus } from '../../building/versionQueries';
import { fetchLevel, poiKeys, savePois, usePoiLevel } from './api';
import { editorReducer, initialEditorState } from './editorState';
import { failingId, levelPois, pendingLevels, rebase, toChanges } from './patch';
import type { Poi, PoiFields, PoiListAnswer } from './types';

const CONFLICT = 10006;
const INVALID = 10005;

/** What the last save or reload said, shown above the map until the next one. */
export type SaveProblem =
  { kind: 'conflict'; message: string } | { kind: 'invalid'; messages: string[]; id: string | null } | { kind: 'error'; message: string };

let localIds = 0;
const newLocalId = (): string => `new-${++localIds}`;

/**
 * The POI editor's state (issue 6): the level drawn, its POIs with the unsaved changes applied, the
 * selection, undo, and saving with the draft's revision (10006: someone else saved; 10005: a change
 * is refused). The user's changes survive every failure.
 */
export const usePoiEditor = (buildingId: number, initialLevel: number) => {
  const client = useQueryClient();
  const notify = useNotify();
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const [levelId, setLevelId] = useState(initialLevel);
  const [revision, setRevision] = useState<number | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const level = usePoiLevel(buildingId, levelId);
  const records = level.data?.records;
  const pendingRef = useRef(state.pending);
  pendingRef.current = state.pending;

  // The revision the changes are made on: the first answer's; a newer one is taken only while nothing
  // is pending (other cached levels are then stale too). With pending changes, the save will say so.
  const answered = level.data?.revision;
  useEffect(() => {
    if (answered === undefined) return;
    setRevision((current) => {
      if (current === null) return answered;
      if (answered > current && pendingRef.current.size === 0) {
        void client.invalidateQueries({ queryKey: poiKeys.levels(buildingId), refetchType: 'none' });
        return answered;
      }
      return current;
    });
  }, [answered, buildingId, client]);

  const pois = useMemo(() => levelPois(records ?? [], state.pending, levelId), [records, state.pending, levelId]);
  const selected = useMemo(() => pois.find((poi) => poi.id === state.selectedId) ?? null, [pois, state.selectedId]);
  const baseOf = useCallback((id: string): Poi | null => records?.find((record) => record.id === id) ?? null, [records]);

  const select = useCallback((id: string | null) => dispatch({ type: 'select', id }), []);
  const edit = useCallback((id: string, fields: Partial<PoiFields>, key?: string) => dispatch({ type: 'edit', id, base: baseOf(id), fields, key }), [baseOf]);
  const remove = useCallback((id: string) => dispatch({ type: 'delete', id, base: baseOf(id) }), [baseOf]);
  const add = useCallback((poi: Omit<Poi, 'id'>) => dispatch({ type: 'add', poi: { ...poi, id: newLocalId() } }), []);
  const setPlacing = useCallback((on: boolean) => dispatch({ type: 'placing', on }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const changeLevel = useCallback((id: number) => {
    setLevelId(id);
    dispatch({ type: 'select', id: null });
    dispatch({ type: 'placing', on: false });
  }, []);

  const refreshAfterSave = useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: poiKeys.levels(buildingId) }),
      client.invalidateQueries({ queryKey: poiKeys.page(buildingId) }),
      client.invalidateQueries({ queryKey: poiKeys.history(buildingId) }),
      // The building and region views read the draft's POIs from the map JSON.
      client.invalidateQueries({ queryKey: mapJsonKey(buildingId) }),
      refreshDraftStatus(client, buildingId),
    ]);
  }, [client, buildingId]);

  const save = useCallback(async () => {
    const { changes, ids } = toChanges(state.pending);
    if (!changes.length || revision === null) return;
    setBusy(true);
    try {
      const result = await savePois({ buildingId, baseRevision: revision, changes });
      const newIds = ids.filter((id) => state.pending.get(id)?.op === 'add');
      const added = new Map(newIds.map((id, index) => [id, result.added[index] ?? id]));
      // The cached levels take the saved changes at once (no flicker back to the old places), then are read again.
      for (const [key, answer] of client.getQueriesData<PoiListAnswer>({ queryKey: poiKeys.levels(buildingId) })) {
        if (answer) client.setQueryData(key, { revision: result.revision, records: levelPois(answer.records, state.pending, Number(key[2]), added) });
      }
      dispatch({ type: 'saved', added });
      setRevision(result.revision);
      setProblem(null);
      notify('app.pois.saved', { type: 'success', messageArgs: { smart_count: changes.length } });
      await refreshAfterSave();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === CONFLICT) setProblem({ kind: 'conflict', message: error.message });
      else if (error.code === INVALID) {
        const first = error.errors[0];
        const id = failingId(first?.field, ids);
        const entry = id ? state.pending.get(id) : undefined;
        const target = entry ? (entry.op === 'add' ? entry.poi : entry.base) : null;
        if (target && target.levelId !== levelId) setLevelId(target.levelId);
        if (id && entry?.op !== 'delete') dispatch({ type: 'select', id });
        setProblem({ kind: 'invalid', messages: error.errors.length ? error.errors.map((item) => item.message) : [error.message], id });
      } else setProblem({ kind: 'error', message: error.message });
    } finally {
      setBusy(false);
    }
  }, [state.pending, revision, buildingId, levelId, notify, refreshAfterSave, client]);

  /** After a 10006: the server's current POIs, with the user's changes applied on top of them. */
  const reloadAndReapply = useCallback(async () => {
    setBusy(true);
    try {
      const levels = [...new Set([...pendingLevels(state.pending), levelId])];
      const answers = await Promise.all(
        levels.map((id) => client.fetchQuery({ queryKey: poiKeys.level(buildingId, id), queryFn: () => fetchLevel(buildingId, id), staleTime: 0 })),
      );
      const fresh = new Map(answers.flatMap((answer) => answer.records.map((record) => [record.id, record] as const)));
      const { pending, dropped } = rebase(pendingRef.current, fresh);
      dispatch({ type: 'rebase', fresh });
      setRevision(Math.min(...answers.map((answer) => answer.revision)));
      setProblem(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: poiKeys.levels(buildingId), refetchType: 'none' }),
        client.invalidateQueries({ queryKey: poiKeys.page(buildingId) }),
        client.invalidateQueries({ queryKey: poiKeys.history(buildingId) }),
      ]);
      if (dropped.length) notify('app.pois.reapply_dropped', { type: 'warning', messageArgs: { smart_count: dropped.length } });
      else notify('app.pois.reapplied', { type: 'info', messageArgs: { smart_count: pending.size } });
    } catch (error) {
      setProblem({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }, [state.pending, levelId, buildingId, client, notify]);

  const discard = useCallback(() => {
    dispatch({ type: 'discard' });
    setProblem(null);
  }, []);

  return {
    buildingId,
    levelId,
    changeLevel,
    level,
    pois,
    selected,
    selectedId: state.selectedId,
    placing: state.placing,
    pending: state.pending,
    count: state.pending.size,
    canUndo: state.undo.length > 0,
    revision,
    problem,
    busy,
    select,
    edit,
    remove,
    add,
    setPlacing,
    undo,
    save,
    reloadAndReapply,
    discard,
    dismissProblem: () => setProblem(null),
  };
};

export type PoiEditor = ReturnType<typeof usePoiEditor>;
