import { getContrastRatio } from '@mui/material/styles';

const BASE = [30, 79, 191] as const;

/** A retention cell's fill: white at 0 to a deep blue at 100 %, and whichever of black or white text reads better on it (always above 4.5:1). */
export const retentionColour = (rate: number): { background: string; color: string } => {
  const t = Math.min(1, Math.max(0, rate));
  const [r, g, b] = BASE.map((c) => Math.round(255 + (c - 255) * t));
  const background = `rgb(${r}, ${g}, ${b})`;
  const color = getContrastRatio(background, '#000000') >= getContrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
  return { background, color };
};
