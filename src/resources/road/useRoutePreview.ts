import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchRoute } from './api';
import { fromLocalInput } from './dates';
import { roadKeys } from './useRoadData';
import type { RouteProfile, RoutePick } from './types';

export type RouteTarget = 'start' | 'end';

export interface RoutePreview {
  start: RoutePick | null;
  end: RoutePick | null;
  /** The end the next map click sets. */
  target: RouteTarget;
  setTarget: (target: RouteTarget) => void;
  pick: (pick: RoutePick) => void;
  swap: () => void;
  clear: () => void;
  /** `datetime-local` value; empty means now. */
  atInput: string;
  setAtInput: (value: string) => void;
  /** The instant asked for, or null for now. */
  at: string | null;
  profile: RouteProfile;
  setProfile: (profile: RouteProfile) => void;
}

/** The route preview's ends, instant and profile. A click sets the target end, then targets the other one. */
export const useRoutePreview = (): RoutePreview => {
  const [start, setStart] = useState<RoutePick | null>(null);
  const [end, setEnd] = useState<RoutePick | null>(null);
  const [target, setTarget] = useState<RouteTarget>('start');
  const [atInput, setAtInput] = useState('');
  const [profile, setProfile] = useState<RouteProfile>('default');
  return {
    start,
    end,
    target,
    setTarget,
    pick: (pick) => {
      if (target === 'start') setStart(pick);
      else setEnd(pick);
      setTarget(target === 'start' ? 'end' : 'start');
    },
    swap: () => {
      setStart(end);
      setEnd(start);
    },
    clear: () => {
      setStart(null);
      setEnd(null);
      setTarget('start');
    },
    atInput,
    setAtInput,
    at: fromLocalInput(atInput),
    profile,
    setProfile,
  };
};

/** The route between the two ends; asked again when the roads change (their revision is in the key). */
export const useRouteResult = (buildingId: number, preview: RoutePreview, revision: number | undefined) => {
  const { start, end, at, profile } = preview;
  return useQuery({
    queryKey: [...roadKeys.route(buildingId), start?.end, end?.end, at, profile, revision],
    queryFn: () => fetchRoute({ buildingId, from: start!.end, to: end!.end, ...(at ? { at } : {}), profile }),
    enabled: start !== null && end !== null,
    retry: false,
  });
};
