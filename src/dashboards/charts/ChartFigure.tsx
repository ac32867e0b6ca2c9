import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useLabeller } from '../model/useLabeller';

/**
 * A chart as one image for assistive technology, named after its section; the figures it draws are in the
 * table beside it (the text alternative), so nothing inside is reachable by Tab. A chart without such a table says
 * what it shows in `label`.
 */
export const ChartFigure = ({ title, height, label, children }: { title: string; height: number; label?: string; children: ReactNode }) => {
  const labels = useLabeller();
  return (
    <Box role="img" aria-label={label ?? labels.text('table.chart', { title })} sx={{ width: '100%', height, minWidth: 0 }} data-testid="statistics-chart">
      {children}
    </Box>
  );
};
