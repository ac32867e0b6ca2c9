import { darken, decomposeColor, getContrastRatio, lighten, rgbToHex } from '@mui/material/styles';

/** Issue 12 / spec §9: the default theme colour, used when the given one is not a `#rrggbb` colour. */
export const DEFAULT_THEME_COLOR = '#3a72ed';
/** The page background (spec §9), the surroundings of most focused controls. */
export const PAGE_BACKGROUND = '#f0f2f5';
/** A filled text field (react-admin's default variant): 6 % black over white; its label turns the theme colour on focus. */
export const FILLED_BACKGROUND = '#f0f0f0';
/** The opacity of the theme colour over white behind the selected menu item. */
const SELECTED_ALPHA = 0.08;
/** WCAG AA: text (and white text on a fill) 4.5:1; a focus ring (non-text) 3:1. */
const TEXT_CONTRAST = 4.5;
const RING_CONTRAST = 3;

export interface ThemeShades {
  /** The colour as picked (lower-case `#rrggbb`), or the default when it was invalid. */
  picked: string;
  /** The picked colour darkened just enough (hue kept) for text on white, `selected`, the page and filled fields, and for white text on it. */
  main: string;
  /** Hover shade of fills (darker still, so white text stays above 4.5:1). */
  dark: string;
  light: string;
  /** The text colour on `main` fills. */
  contrastText: string;
  /** The selected menu background: `main` at 8 % over white, as an opaque colour. */
  selected: string;
  /** The focus-ring colour: the picked colour darkened just enough for 3:1 on white, the page background and `selected`. */
  ring: string;
}

const WHITE = '#ffffff';
const HEX = /^#[0-9a-f]{6}$/i;

const toHex = (color: string): string => (color.startsWith('#') ? color.toLowerCase() : rgbToHex(color).toLowerCase());

/** `color` at `amount` opacity over white, opaque (what `alpha(color, amount)` shows on a white surface). */
export const overWhite = (color: string, amount: number): string => toHex(lighten(color, 1 - amount));

const selectedOf = (main: string) => overWhite(main, SELECTED_ALPHA);

/** The least darkening (in 1 % steps, checked on the rounded colour) for which `passes` holds; black at worst. */
const darkenUntil = (color: string, passes: (shade: string) => boolean): string => {
  for (let step = 0; step <= 100; step += 1) {
    const shade = step === 0 ? color : toHex(darken(color, step / 100));
    if (passes(shade)) return shade;
  }
  return '#000000';
};

/** Theme-coloured text sits on white, on the selected menu background, on the page and on filled fields. */
const textPasses = (shade: string) =>
  [WHITE, selectedOf(shade), PAGE_BACKGROUND, FILLED_BACKGROUND].every((background) => getContrastRatio(shade, background) >= TEXT_CONTRAST);

/** Hue and saturation of a `#rrggbb` colour (HSL), to show the derivation keeps the hue. */
export const hueOf = (color: string): { hue: number; saturation: number } => {
  const [r, g, b] = decomposeColor(color).values.map((value) => value / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: (hue * 60 + 360) % 360, saturation };
};

/** Issue 12: the shades the console needs from any picked theme colour so text and text on colour meet WCAG AA. */
export const deriveShades = (color: unknown): ThemeShades => {
  const picked = typeof color === 'string' && HEX.test(color) ? color.toLowerCase() : DEFAULT_THEME_COLOR;
  const main = darkenUntil(picked, textPasses);
  const selected = selectedOf(main);
  const ring = darkenUntil(picked, (shade) => [WHITE, PAGE_BACKGROUND, selected].every((background) => getContrastRatio(shade, background) >= RING_CONTRAST));
  return { picked, main, dark: toHex(darken(main, 0.2)), light: toHex(lighten(main, 0.2)), contrastText: WHITE, selected, ring };
};

/** MUI's status colours (error, warning, info, success), the fills and text of chips, alerts and delete buttons. */
export const STATUS_COLORS = { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' } as const;

/** Issue 12: a status colour darkened just enough for text on white, the page and filled fields, and for white text on it. */
export const statusShade = (color: string): string =>
  darkenUntil(color, (shade) => [WHITE, PAGE_BACKGROUND, FILLED_BACKGROUND].every((background) => getContrastRatio(shade, background) >= TEXT_CONTRAST));
