import { useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ApiError } from '../../dataProvider/ApiError';
import { emitBus } from '../../shell/session/bus';
import { fetchPois, fetchSourceTypes, fetchSources, saveSources } from './api';
import type { PoiChoice } from './SourceDialog';
import type { Source, SourceInput } from './types';

const CONFLICT = 10006;
const sourceKeys = {
  types: ['source', 'types'] as const,
  list: (appId: number, buildingId: number) => ['source', 'list', appId, buildingId] as const,
  pois: (buildingId: number) => ['source', 'pois', buildingId] as const,
};

/** The link types, the building's links and its POIs; `save` writes the whole list in its new order. */
export function useSources(appId: number, buildingId: number) {
  const client = useQueryClient();
  const notify = useNotify();
  const key = sourceKeys.list(appId, buildingId);
  const types = useQuery({ queryKey: sourceKeys.types, queryFn: fetchSourceTypes, staleTime: Infinity, retry: false });
  const list = useQuery({ queryKey: key, queryFn: () => fetchSources(appId, buildingId), retry: false });
  const pois = useQuery({
    queryKey: sourceKeys.pois(buildingId),
    queryFn: async (): Promise<PoiChoice[]> => (await fetchPois(buildingId)).records.map((p) => ({ id: p.id, name: p.name, levelId: p.levelId })),
    // Readers too: the list names each POI target (without a map reader's permission the id shows instead).
    retry: false,
  });

  /** Saves the list; shows the new one at once (`optimistic`) and the server's answer after. 10006: the list is read again. Without `optimistic` (the dialog) it rethrows. */
  const save = async (next: SourceInput[], optimistic?: Source[]): Promise<void> => {
    const before = client.getQueryData<Source[]>(key);
    if (optimistic) client.setQueryData(key, optimistic);
    try {
      client.setQueryData(key, await saveSources(appId, buildingId, next));
    } catch (error) {
      client.setQueryData(key, before);
      const conflict = error instanceof ApiError && error.code === CONFLICT;
      if (conflict) await client.invalidateQueries({ queryKey: key });
      // The dialog shows its own refusals (and the conflict's message); a move or a switch says it here.
      if (!optimistic) throw error;
      if (conflict) notify('app.sources.changed', { type: 'warning' });
      else if (error instanceof ApiError && error.kind === 'api') emitBus('api-error', { message: error.message });
    }
  };
  const refresh = () => client.invalidateQueries({ queryKey: key });
  // One change after another, each on the list as the one before left it: a move pressed while the last one is
  // saving waits its turn instead of saving a stale list (or being dropped).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = <T>(work: (current: Source[]) => Promise<T>): Promise<T> => {
    const result = queue.current.then(() => work(client.getQueryData<Source[]>(key) ?? []));
    queue.current = result.catch(() => undefined);
    return result;
  };
  return { types, list, pois, save, refresh, enqueue };
}
