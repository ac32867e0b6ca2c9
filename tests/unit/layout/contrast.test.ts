import { getContrastRatio } from '@mui/material/styles';
import {
  DEFAULT_THEME_COLOR,
  deriveShades,
  FILLED_BACKGROUND,
  hueOf,
  overWhite,
  PAGE_BACKGROUND,
  STATUS_COLORS,
  statusShade,
} from '../../../src/shell/layout/contrast';
import { DEFAULT_SETTINGS, THEME_SWATCHES } from '../../../src/settings/settings';

/** A small seeded generator (mulberry32), so the "random" colours are the same on every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const next = seeded(12);
const randomColors = Array.from(
  { length: 40 },
  () =>
    `#${Math.floor(next() * 0x1000000)
      .toString(16)
      .padStart(6, '0')}`,
);
// Edge cases: white, black, pure yellow (the lightest hue), grey.
const colors = [...THEME_SWATCHES, ...randomColors, '#ffffff', '#000000', '#ffff00', '#808080'];

describe('issue 12 / spec §9: contrast from any theme colour', () => {
  it.each(colors)(
    'issue 12: %s: text 4.5:1 on white, the selected menu background, the page and filled fields, white text 4.5:1 on the fill, focus ring 3:1',
    (color) => {
      const shades = deriveShades(color);
      expect(shades.picked).toBe(color);
      expect(getContrastRatio(shades.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(shades.main, shades.selected)).toBeGreaterThanOrEqual(4.5);
      // A focused filled field's label, and theme-coloured text on the page.
      expect(getContrastRatio(shades.main, FILLED_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(shades.main, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(shades.contrastText, shades.main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(shades.contrastText, shades.dark)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(shades.ring, '#ffffff')).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(shades.ring, PAGE_BACKGROUND)).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(shades.ring, shades.selected)).toBeGreaterThanOrEqual(3);
      // The selected background is the fill at 8 % over white (what alpha(main, 0.08) shows).
      expect(shades.selected).toBe(overWhite(shades.main, 0.08));
    },
  );

  it('issue 12: a colour that already passes is kept as it is (#304156, #6959cd)', () => {
    expect(deriveShades('#304156')).toMatchObject({ main: '#304156', ring: '#304156' });
    expect(deriveShades('#6959cd').main).toBe('#6959cd');
  });

  it('issue 12 / spec §9: the default #3a72ed (4.38:1 on white, 3.94:1 on its menu background) keeps its hue, only slightly deeper', () => {
    expect(DEFAULT_SETTINGS.theme).toBe(DEFAULT_THEME_COLOR);
    expect(getContrastRatio('#3a72ed', '#ffffff')).toBeLessThan(4.5);
    expect(getContrastRatio('#3a72ed', overWhite('#3a72ed', 0.08))).toBeLessThan(4.5);
    const shades = deriveShades('#3a72ed');
    expect(shades.main).toBe('#3467d7');
    expect(Math.abs(hueOf(shades.main).hue - hueOf('#3a72ed').hue)).toBeLessThan(1);
    // Darkened by about 10 %: each channel keeps over 89 % of its value.
    const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    channels(shades.main).forEach((value, i) => expect(value / channels('#3a72ed')[i]).toBeGreaterThan(0.89));
    // The ring needs only 3:1, which the picked colour already has.
    expect(shades.ring).toBe('#3a72ed');
  });

  it('issue 12: the hue is kept for every swatch', () => {
    for (const color of THEME_SWATCHES) expect(Math.abs(hueOf(deriveShades(color).main).hue - hueOf(color).hue)).toBeLessThan(2);
  });

  it.each([undefined, null, 'red', '#12345', '#gggggg', 42])('issue 12: an invalid colour (%s) falls back to the default', (color) => {
    expect(deriveShades(color)).toEqual(deriveShades(DEFAULT_THEME_COLOR));
  });

  it('issue 12: upper-case input is read as the same colour', () => {
    expect(deriveShades('#3A72ED')).toEqual(deriveShades('#3a72ed'));
  });

  it.each(Object.entries(STATUS_COLORS))(
    'issue 12: the %s colour (%s) as text on white, the page and filled fields, and under white text, meets 4.5:1 with its hue',
    (_, color) => {
      const shade = statusShade(color);
      for (const background of ['#ffffff', PAGE_BACKGROUND, FILLED_BACKGROUND]) expect(getContrastRatio(shade, background)).toBeGreaterThanOrEqual(4.5);
      expect(Math.abs(hueOf(shade).hue - hueOf(color).hue)).toBeLessThan(2);
    },
  );
});
