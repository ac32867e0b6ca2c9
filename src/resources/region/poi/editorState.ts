import { addPoi, deletePoi, editPoi, rebase } from './patch';
import type { PendingMap, Poi, PoiFields } from './types';

/** One step Ctrl+Z goes back: the changes before it and the POI it concerned (selected again). */
interface UndoStep {
  pending: PendingMap;
  focus: string | null;
  /** Successive edits of one field of one POI (typing a name) form one step. */
  key: string | null;
}

export interface EditorState {
  pending: PendingMap;
  undo: readonly UndoStep[];
  selectedId: string | null;
  /** "新增" was pressed: the next click on the map places a new POI. */
  placing: boolean;
}

export type EditorAction =
  | { type: 'select'; id: string | null }
  | { type: 'placing'; on: boolean }
  | { type: 'edit'; id: string; base: Poi | null; fields: Partial<PoiFields>; key?: string }
  | { type: 'add'; poi: Poi }
  | { type: 'delete'; id: string; base: Poi | null }
  | { type: 'undo' }
  | { type: 'discard' }
  /** Saved: `added` maps each new POI's local id to its server id (a selected new POI stays selected). */
  | { type: 'saved'; added: ReadonlyMap<string, string> }
  | { type: 'rebase'; fresh: ReadonlyMap<string, Poi> };

export const initialEditorState: EditorState = { pending: new Map(), undo: [], selectedId: null, placing: false };

/** Keeps at most this many undo steps. */
const UNDO_LIMIT = 200;

const change = (state: EditorState, pending: PendingMap, focus: string | null, key: string | null, selectedId: string | null): EditorState => {
  if (pending === state.pending) return state;
  const top = state.undo[state.undo.length - 1];
  const undo = key !== null && top?.key === key ? state.undo : [...state.undo, { pending: state.pending, focus, key }].slice(-UNDO_LIMIT);
  return { ...state, pending, undo, selectedId };
};

export const editorReducer = (state: EditorState, action: EditorAction): EditorState => {
  switch (action.type) {
    case 'select':
      return state.selectedId === action.id ? state : { ...state, selectedId: action.id };
    case 'placing':
      return { ...state, placing: action.on, selectedId: action.on ? null : state.selectedId };
    case 'edit': {
      const next = editPoi(state.pending, action.base, action.id, action.fields);
      const unchanged = next.size === state.pending.size && [...next].every(([id, entry]) => state.pending.get(id) === entry);
      if (unchanged) return state;
      return change(state, next, action.id, action.key ?? null, state.selectedId);
    }
    case 'add':
      return { ...change(state, addPoi(state.pending, action.poi), action.poi.id, null, action.poi.id), placing: false };
    case 'delete': {
      const next = deletePoi(state.pending, action.base, action.id);
      return change(state, next, action.id, null, state.selectedId === action.id ? null : state.selectedId);
    }
    case 'undo': {
      const step = state.undo[state.undo.length - 1];
      if (!step) return state;
      return { ...state, pending: step.pending, undo: state.undo.slice(0, -1), selectedId: step.focus, placing: false };
    }
    case 'discard':
      return { ...initialEditorState, selectedId: state.selectedId?.startsWith('new-') ? null : state.selectedId };
    case 'saved': {
      const selected = state.selectedId;
      const selectedId = selected?.startsWith('new-') ? (action.added.get(selected) ?? null) : selected;
      return { ...initialEditorState, selectedId };
    }
    case 'rebase': {
      // The undo steps were made on the old records: they cannot be replayed on the new ones.
      return { ...state, pending: rebase(state.pending, action.fresh).pending, undo: [] };
    }
    default:
      return state;
  }
};
