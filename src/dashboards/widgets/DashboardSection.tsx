import { useId, type ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

interface Props {
  title: string;
  testId?: string;
  /** Beside the heading (a note, a toggle). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled block of a statistics page: a section named by its h2 (the page's h1 is its title). */
export const DashboardSection = ({ title, testId, aside, children }: Props) => {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Stack direction="row" spacing={2} alignItems="baseline" justifyContent="space-between" sx={{ mb: 1.5 }} useFlexGap flexWrap="wrap">
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {aside}
      </Stack>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
};
