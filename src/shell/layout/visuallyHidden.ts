/**
 * Hidden from sight, still read by screen readers (the usual clip pattern). Lengths as CSS strings, so the
 * same object works as a `style` and inside MUI's `sx` (where `width: 1` would mean 100 %).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
