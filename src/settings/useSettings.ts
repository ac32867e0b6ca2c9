import { useSyncExternalStore } from 'react';
import type { Settings } from './settings';
import { getSettings, subscribeSettings } from './settingsStore';

/** The persisted layout settings; usable outside <Admin> (App.tsx builds the theme from them). */
export const useSettings = (): Settings => useSyncExternalStore(subscribeSettings, getSettings, getSettings);
