import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Breakdown sections side by side on wide screens, one under the other on narrow ones. */
export const BreakdownGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
);
