import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ApiError } from '../../dataProvider/ApiError';
import { emitBus } from '../../shell/session/bus';
import { refreshDraftStatus } from '../building/versionQueries';
import { saveRoadStatus } from './api';
import { refreshRoads } from './useRoadData';
import type { RoadFeature, RoadStatus } from './types';

const CONFLICT = 10006;

/** Saved; refused as stale (the roads were read again: look, then decide again); or refused otherwise (toasted). */
export type SaveOutcome = 'saved' | 'conflict' | 'failed';

/** The selected segments whose manual status differs from `status` (the only ones a save changes). */
export const segmentsToChange = (features: readonly RoadFeature[], ids: readonly string[], status: RoadStatus): string[] => {
  const wanted = new Set(ids);
  return features.filter((feature) => wanted.has(feature.id) && (feature.properties.status ?? 'open') !== status).map((feature) => feature.id);
};

/**
 * Opens or closes segments now (road/save) against the revision the editor read. A conflict (10006:
 * someone else changed the draft) says so and reads the roads again; the selection is the caller's
 * and stays as it was.
 */
export const useRoadSave = (buildingId: number, revision: number | undefined) => {
  const client = useQueryClient();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const save = async (ids: readonly string[], status: RoadStatus, reason?: string): Promise<SaveOutcome> => {
    if (revision === undefined || ids.length === 0) return 'failed';
    setSaving(true);
    try {
      const changes = ids.map((id) => ({ id, status, ...(status === 'closed' ? { reason } : {}) }));
      await saveRoadStatus({ buildingId, baseRevision: revision, changes });
      notify(status === 'closed' ? 'app.roads.saved_closed' : 'app.roads.saved_opened', { type: 'success', messageArgs: { smart_count: ids.length } });
      return 'saved';
    } catch (error) {
      if (error instanceof ApiError && error.code === CONFLICT) {
        notify('app.roads.conflict', { type: 'warning', autoHideDuration: 6000 });
        return 'conflict';
      }
      if (error instanceof ApiError && error.kind === 'api') emitBus('api-error', { message: error.message });
      return 'failed';
    } finally {
      setSaving(false);
      await Promise.all([refreshRoads(client, buildingId), refreshDraftStatus(client, buildingId)]);
    }
  };
  return { save, saving };
};
