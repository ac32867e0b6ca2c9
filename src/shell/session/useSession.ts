import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionState } from './sessionStore';

export const useSession = (): SessionState => useSyncExternalStore(subscribeSession, getSession, getSession);
