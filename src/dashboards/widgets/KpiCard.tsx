import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Paper, Stack, Typography } from '@mui/material';
import { VISUALLY_HIDDEN } from '../../shell/layout/visuallyHidden';
import type { Change } from '../model/format';
import { useLabeller } from '../model/useLabeller';

interface Props {
  metric: string;
  value: number;
  previous?: number;
}

/** The change with its direction in words (for screen readers) as well as by arrow and colour. */
const ChangeLine = ({ change }: { change: Change }) => {
  const labels = useLabeller();
  const text = labels.change(change);
  const direction = change.value > 0 ? 'up' : change.value < 0 ? 'down' : 'same';
  const Icon = direction === 'up' ? ArrowUpwardIcon : direction === 'down' ? ArrowDownwardIcon : null;
  // success.dark / error.dark: 4.5:1 on white, unlike the light shades.
  const color = direction === 'up' ? 'success.dark' : direction === 'down' ? 'error.dark' : 'text.secondary';
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color }} data-testid="kpi-change">
      {Icon && <Icon sx={{ fontSize: 16 }} aria-hidden />}
      <Typography variant="body2" component="span" aria-hidden>
        {text}
      </Typography>
      <Typography variant="body2" component="span" sx={VISUALLY_HIDDEN}>
        {labels.text(`cards.${direction}`, { change: text })}
      </Typography>
    </Stack>
  );
};

/** One key figure of the range, with the previous period's and the change when compared. */
export const KpiCard = ({ metric, value, previous }: Props) => {
  const labels = useLabeller();
  const change = labels.changeOf(metric, value, previous);
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, flex: '1 1 180px', minWidth: 160 }} data-testid={`kpi-${metric}`}>
      <Typography variant="body2" color="text.secondary">
        {labels.metric(metric)}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums', my: 0.5 }} data-testid="kpi-value">
        {labels.metricFigure(metric, value)}
      </Typography>
      {previous !== undefined && (
        <Stack spacing={0.25}>
          {change && <ChangeLine change={change} />}
          <Typography variant="caption" color="text.secondary">
            {labels.text('cards.previous', { value: labels.metricFigure(metric, previous) })}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
};
