import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField } from '@mui/material';
import { isDate } from '../model/dates';
import { PRESETS, type Preset } from '../model/presets';
import { useLabeller } from '../model/useLabeller';
import type { DashboardView, ViewChange } from '../model/view';
import { GranularityToggle } from './GranularityToggle';

interface Props {
  view: DashboardView;
  change: (change: ViewChange) => void;
  /** The splits the page offers (activity-count: platform, appVersion). */
  dimensions: readonly string[];
  showGranularity: boolean;
  /** Absent until there is something to export. */
  onExport?: () => void;
}

/** The statistics pages' one filter bar: range preset (or two dates), granularity, split, comparison, export. */
export const FilterBar = ({ view, change, dimensions, showGranularity, onExport }: Props) => {
  const labels = useLabeller();
  const date = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={labels.text(`filters.${key}`)}
      value={view[key]}
      onChange={(event) => isDate(event.target.value) && change({ [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `statistics-${key}` } }}
    />
  );
  return (
    <Paper variant="outlined" component="form" role="search" aria-label={labels.text('filters.label')} sx={{ p: 1.5 }} onSubmit={(e) => e.preventDefault()}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <TextField
          select
          size="small"
          label={labels.text('filters.range')}
          value={view.preset}
          onChange={(event) => change({ preset: event.target.value as Preset })}
          sx={{ minWidth: 160 }}
        >
          {PRESETS.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {labels.text(`presets.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
        {view.preset === 'custom' && (
          <>
            {date('from')}
            {date('to')}
          </>
        )}
        {showGranularity && <GranularityToggle from={view.from} to={view.to} value={view.granularity} onChange={(granularity) => change({ granularity })} />}
        {dimensions.length > 0 && (
          <TextField
            select
            size="small"
            label={labels.text('filters.dimension')}
            value={view.dimension ?? ''}
            onChange={(event) => change({ dimension: event.target.value || null })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{labels.text('filters.whole')}</MenuItem>
            {dimensions.map((dimension) => (
              <MenuItem key={dimension} value={dimension}>
                {labels.dimension(dimension)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControlLabel
          control={<Switch checked={view.compare} onChange={(_, compare) => change({ compare })} data-testid="statistics-compare" />}
          label={labels.text('filters.compare')}
        />
        <Button startIcon={<FileDownloadOutlinedIcon />} onClick={onExport} disabled={!onExport} sx={{ ml: 'auto' }} data-testid="statistics-export">
          {labels.text('filters.export')}
        </Button>
      </Stack>
    </Paper>
  );
};
