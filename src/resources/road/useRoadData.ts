import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchRoadJson, fetchRoadPatches, fetchTimeTasks } from './api';
import { CALENDAR_DAYS } from './calendar';
import { startOfDay } from './dates';

export const roadKeys = {
  all: (buildingId: number) => ['road', buildingId] as const,
  json: (buildingId: number, at: string | null) => ['road', buildingId, 'json', at ?? 'now'] as const,
  tasks: (buildingId: number, from: string) => ['road', buildingId, 'tasks', from] as const,
  patches: (buildingId: number, page: number, size: number) => ['road', buildingId, 'patches', page, size] as const,
  route: (buildingId: number) => ['road', buildingId, 'route'] as const,
};

/** After a change to the roads or the tasks, everything of the building's roads is read again. */
export const refreshRoads = (client: QueryClient, buildingId: number) => client.invalidateQueries({ queryKey: roadKeys.all(buildingId) });

/** The road network with its status at `at` (now when null; read again every minute as tasks start and end). */
export const useRoadJson = (buildingId: number, at: string | null) =>
  useQuery({
    queryKey: roadKeys.json(buildingId, at),
    queryFn: () => fetchRoadJson(buildingId, at ?? undefined),
    placeholderData: keepPreviousData,
    refetchInterval: at ? false : 60_000,
    retry: false,
  });

/** The time tasks with their occurrences over the calendar's days (from local midnight today). */
export const useTimeTasks = (buildingId: number, now: Date) => {
  const from = startOfDay(now).toISOString();
  const to = startOfDay(now, CALENDAR_DAYS).toISOString();
  return useQuery({
    queryKey: roadKeys.tasks(buildingId, from),
    queryFn: () => fetchTimeTasks({ buildingId, from, to, page: 1, size: 200 }),
    retry: false,
  });
};

export const useRoadPatches = (buildingId: number, page: number, size: number) =>
  useQuery({
    queryKey: roadKeys.patches(buildingId, page, size),
    queryFn: () => fetchRoadPatches({ buildingId, page, size }),
    placeholderData: keepPreviousData,
    retry: false,
  });
