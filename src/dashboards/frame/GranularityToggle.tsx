import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { moveFocusInGroup, rovingTabIndex } from '../../shell/layout/rovingFocus';
import { daysInRange } from '../model/dates';
import { allowedGranularities, GRANULARITIES, type Granularity } from '../model/granularity';
import { useLabeller } from '../model/useLabeller';

/** Spec §9 granularity, one Tab stop; what makes no sense for the range (hours past 7 days…) is disabled. */
export const GranularityToggle = ({ from, to, value, onChange }: { from: string; to: string; value: Granularity; onChange: (g: Granularity) => void }) => {
  const labels = useLabeller();
  const allowed = allowedGranularities(daysInRange(from, to));
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: Granularity | null) => next && onChange(next)}
      onKeyDown={moveFocusInGroup}
      aria-label={labels.text('filters.granularity')}
      data-testid="statistics-granularity"
    >
      {GRANULARITIES.map((g) => (
        <ToggleButton key={g} value={g} disabled={!allowed.includes(g)} tabIndex={rovingTabIndex(g === value)} sx={{ textTransform: 'none', px: 1.5 }}>
          {labels.text(`granularities.${g}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
