import { Typography } from '@mui/material';
import type { Statistics } from '#contract/schemas/statistics';
import { useLabeller } from '../model/useLabeller';

/** The range the server answered, in the building's time zone, and the period it was compared with. */
export const RangeNote = ({ stats }: { stats: Pick<Statistics, 'from' | 'to' | 'timeZone' | 'previousFrom' | 'previousTo'> | undefined }) => {
  const labels = useLabeller();
  if (!stats) return null;
  const day = (date: string) => labels.period(date, 'DAY');
  const shown = labels.text('filters.shown', { from: day(stats.from), to: day(stats.to), timeZone: stats.timeZone });
  const previous =
    stats.previousFrom && stats.previousTo ? ` · ${labels.text('filters.previous', { from: day(stats.previousFrom), to: day(stats.previousTo) })}` : '';
  return (
    <Typography variant="body2" color="text.secondary" data-testid="statistics-range">
      {shown}
      {previous}
    </Typography>
  );
};
