import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

interface Fact {
  /** Shown as is (already translated); also the fact's key, so unique within a list. */
  label: string;
  value: ReactNode;
}

interface FactListProps {
  facts: readonly Fact[];
  /**
   * `columns` (default): the labels in a column beside their values; `wrap`: each label over its value, the facts
   * side by side and wrapping onto more lines (a summary across a card).
   */
  layout?: 'columns' | 'wrap';
  testId?: string;
}

/** A record's facts as a definition list: each label (muted) with its value. */
export const FactList = ({ facts, layout = 'columns', testId }: FactListProps) => {
  const wrap = layout === 'wrap';
  return (
    <Box
      component="dl"
      sx={
        wrap
          ? { m: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }
          : { m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }
      }
      data-testid={testId}
    >
      {facts.map(({ label, value }) => (
        <Box key={label} sx={wrap ? { minWidth: 140 } : { display: 'contents' }}>
          <Typography component="dt" variant={wrap ? 'caption' : 'body2'} color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant={wrap ? 'body1' : 'body2'} sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
