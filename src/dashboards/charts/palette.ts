/**
 * Series colours: each at least 4.5:1 on white (above the 3:1 graphics need), told apart by hue; the
 * previous period's line reuses its series' colour, dashed.
 */
export const PALETTE = ['#3467d7', '#c2410c', '#15803d', '#7e22ce', '#b91c1c', '#0e7490', '#a16207', '#4b5563', '#be185d', '#4d7c0f'] as const;

export const colourOf = (index: number): string => PALETTE[index % PALETTE.length] ?? PALETTE[0];

/** The previous period's dash pattern. */
export const PREVIOUS_DASH = '6 4';
