import { DEFAULT_SETTINGS, parseSettings, type Settings } from './settings';

export const SETTINGS_KEY = 'app.settings';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Settings = { ...DEFAULT_SETTINGS };

const readRaw = (): string | null => {
  try {
    return window.localStorage.getItem(SETTINGS_KEY);
  } catch {
    return null;
  }
};

/** The current settings; re-parsed only when the stored text changed, so the snapshot stays stable for React. */
export const getSettings = (): Settings => {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseSettings(raw);
  }
  return cached;
};

const saveSettings = (settings: Settings): void => {
  try {
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // storage disabled: keep the value in memory only
    cachedRaw = JSON.stringify(settings);
    cached = settings;
  }
  listeners.forEach((listener) => listener());
};

/** Changes one setting on a copy of the current ones (the defaults object is never edited). */
export const updateSetting = <K extends keyof Settings>(key: K, value: Settings[K]): void => saveSettings({ ...getSettings(), [key]: value });

export const subscribeSettings = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};
