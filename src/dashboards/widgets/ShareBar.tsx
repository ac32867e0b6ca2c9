import { Box, Stack } from '@mui/material';

/** A share (0–1) as a bar with its percentage; the bar is a picture of the figure beside it. */
export const ShareBar = ({ share, label }: { share: number; label: string }) => (
  <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 140 }}>
    <Box sx={{ flex: 1, height: 8, borderRadius: 1, bgcolor: 'grey.200', overflow: 'hidden' }} aria-hidden>
      {/* primary.main meets 3:1 against the track and the page (non-text contrast). */}
      <Box sx={{ width: `${Math.min(100, Math.max(0, share * 100))}%`, height: '100%', bgcolor: 'primary.main' }} />
    </Box>
    <Box component="span" sx={{ minWidth: 48, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
      {label}
    </Box>
  </Stack>
);
