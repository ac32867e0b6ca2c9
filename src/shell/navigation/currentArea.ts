import { useSyncExternalStore } from 'react';
import { DEFAULT_AREA, isArea, type Area } from '../areas';
import { readStored, writeStored } from '../session/storage';

/** Spec §4: the chosen area is persisted; a missing, corrupt or foreign value reads as the default. */
const STORAGE_KEY = 'area';

let current: Area = readStored(STORAGE_KEY, isArea) ?? DEFAULT_AREA;
const listeners = new Set<() => void>();

export const getCurrentArea = (): Area => current;

export const setCurrentArea = (area: Area): void => {
  if (area === current) return;
  current = area;
  writeStored(STORAGE_KEY, area);
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCurrentArea = (): Area => useSyncExternalStore(subscribe, getCurrentArea, getCurrentArea);

/** Re-reads localStorage; tests use it after seeding storage. */
export const reloadCurrentArea = (): void => {
  current = readStored(STORAGE_KEY, isArea) ?? DEFAULT_AREA;
  listeners.forEach((listener) => listener());
};
