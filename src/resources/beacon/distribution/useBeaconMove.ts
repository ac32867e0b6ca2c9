import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { beaconApi } from '#contract/endpoints/beacon';
import type { Beacon } from '#contract/schemas/beacon';
import { ApiError } from '../../../dataProvider/ApiError';
import { call } from '../../../dataProvider/httpClient';

/**
 * Issue 13: a beacon dragged on 信标分布 is saved at once (`beacon/update` with its new lng/lat). Until the
 * server answers the dot stays where it was dropped; a refusal (outside the level: 10005) is shown and the
 * dot goes back, an acceptance replaces the beacon in the level's list.
 */
export const useBeaconMove = (levelKey: readonly unknown[]) => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [moving, setMoving] = useState<Record<number, [number, number]>>({});

  const onMove = useCallback(
    async (id: number, lng: number, lat: number) => {
      setMoving((current) => ({ ...current, [id]: [lng, lat] }));
      try {
        const beacon = await call(beaconApi.update, { body: { id, lng, lat }, silent: true });
        queryClient.setQueryData<Beacon[]>(levelKey, (list) => list?.map((b) => (b.id === id ? beacon : b)));
        notify('app.beacons.distribution.moved', { type: 'success', messageArgs: { name: beacon.name } });
      } catch (error) {
        // The field's own message (outside the level) says more than the envelope's; the dot returns to its saved place.
        const message = error instanceof ApiError ? (error.errors[0]?.message ?? error.message) : String(error);
        notify(message, { type: 'error' });
      } finally {
        setMoving(({ [id]: _done, ...rest }) => rest);
      }
    },
    [levelKey, queryClient, notify],
  );

  /** The level's beacons with those being saved at their new place. */
  const placed = useCallback(
    (beacons: readonly Beacon[]) => beacons.map((b) => (moving[b.id] ? { ...b, lng: moving[b.id][0], lat: moving[b.id][1] } : b)),
    [moving],
  );
  return { onMove, placed };
};
