import { useSyncExternalStore } from 'react';
import { getErrors, subscribeErrors, type ErrorEntry } from './errorLog';

export const useErrorLog = (): readonly ErrorEntry[] => useSyncExternalStore(subscribeErrors, getErrors, getErrors);
