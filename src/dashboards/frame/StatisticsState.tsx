import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Statistics } from '#contract/schemas/statistics';
import { heldBackParts, isEmpty } from '../model/empty';
import { useLabeller } from '../model/useLabeller';
import { errorMessage } from '../model/useStatistics';
import { HeldBackNote } from '../widgets/HeldBackNote';

interface Props<T> {
  query: UseQueryResult<T>;
  /** Whether an answer has nothing to show; by default a statistics call's (with what the privacy threshold held back). */
  empty?: (data: T) => boolean;
  children: (stats: T) => ReactNode;
}

/** Loading, error (the server's message), empty (no data in the range, and what the privacy threshold held back), or the page. */
export const StatisticsState = <T = Statistics,>({ query, empty, children }: Props<T>) => {
  const labels = useLabeller();
  if (query.isPending)
    return (
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ py: 6, justifyContent: 'center' }} role="status" data-testid="statistics-loading">
        <CircularProgress size={24} aria-hidden />
        <Typography color="text.secondary">{labels.text('state.loading')}</Typography>
      </Stack>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        data-testid="statistics-error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {labels.text('state.retry')}
          </Button>
        }
      >
        {labels.text('state.error', { message: errorMessage(query.error) })}
      </Alert>
    );
  const stats = query.data;
  if (empty ? empty(stats) : isEmpty(stats as Statistics))
    return (
      <Stack spacing={1} data-testid="statistics-empty">
        <Alert severity="info">{labels.text('state.empty')}</Alert>
        {(empty ? [] : heldBackParts(stats as Statistics)).map((part, i) => (
          <HeldBackNote key={i} heldBack={part.heldBack} dimension={part.dimension} />
        ))}
      </Stack>
    );
  return (
    <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }} aria-busy={query.isFetching} data-testid="statistics-content">
      <Stack spacing={2}>{children(stats)}</Stack>
    </Box>
  );
};
