/** Layout settings of spec §3 in one defaults object (vue-element-admin's settings.js, theme #3a72ed of spec §9). */
export interface Settings {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  theme: '#3a72ed',
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
});

/** The swatches of the theme colour picker; the first is the default. */
export const THEME_SWATCHES = ['#3a72ed', '#1890ff', '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#fa8c16'] as const;

export const isThemeColor = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

const BOOLEAN_KEYS = ['showSettings', 'tagsView', 'fixedHeader', 'sidebarLogo'] as const;

/** A stored value read field by field: anything missing, foreign or corrupt falls back to its default. */
export const parseSettings = (raw: string | null): Settings => {
  let stored: unknown = null;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    stored = null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return { ...DEFAULT_SETTINGS };
  const record = stored as Record<string, unknown>;
  const settings: Settings = { ...DEFAULT_SETTINGS };
  if (isThemeColor(record.theme)) settings.theme = record.theme.toLowerCase();
  for (const key of BOOLEAN_KEYS) {
    const value = record[key];
    if (typeof value === 'boolean') settings[key] = value;
  }
  return settings;
};
