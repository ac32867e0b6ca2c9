import { Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BEACON_STATES, STATE_COLORS, type BeaconState } from './beaconLayer';
import { COVERAGE_COLORS } from './coverageLayer';
import type { Coverage } from './coverage';

const Swatch = ({ color, square = false }: { color: string; square?: boolean }) => (
  <Box
    sx={{ width: 12, height: 12, flexShrink: 0, borderRadius: square ? 0.5 : '50%', bgcolor: color, border: '1px solid #fff', boxShadow: '0 0 0 1px #9e9e9e' }}
  />
);

const rowSx = { display: 'flex', alignItems: 'center', gap: 1, fontSize: 14 } as const;
const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 } as const;

/** The dots' colours with the level's counts, and the coverage switch with its colours and the share that hears too few. */
export const DistributionLegend = ({
  counts,
  coverage,
  onCoverage,
}: {
  /** Per state; null while loading. */
  counts: Record<BeaconState, number> | null;
  /** The estimate when shown, else null. */
  coverage: Coverage | null;
  onCoverage: (shown: boolean) => void;
}) => {
  const translate = useTranslate();
  const weak = coverage && coverage.cells.length ? Math.round((100 * coverage.weak) / coverage.cells.length) : 0;
  return (
    <>
      <Box component="section" aria-label={translate('app.beacons.distribution.legend')}>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {translate('app.beacons.distribution.legend')}
        </Typography>
        <Box component="ul" sx={listSx} data-testid="beacon-distribution-legend">
          {BEACON_STATES.map((state) => (
            <Box component="li" key={state} sx={rowSx} data-state={state}>
              <Swatch color={STATE_COLORS[state]} />
              <Box sx={{ flex: 1 }}>
                {translate(state === 'planned' || state === 'retired' ? `app.beacons.lifecycle.${state}` : `app.beacons.health.${state}`)}
              </Box>
              <Box sx={{ fontVariantNumeric: 'tabular-nums' }}>{counts ? counts[state] : '…'}</Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Stack component="section" spacing={1} aria-label={translate('app.beacons.distribution.coverage')} data-testid="beacon-coverage">
        <FormControlLabel
          control={<Switch checked={coverage !== null} onChange={(event) => onCoverage(event.target.checked)} />}
          label={translate('app.beacons.distribution.coverage')}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('app.beacons.distribution.coverage_hint')}
        </Typography>
        {coverage && (
          <>
            <Box component="ul" sx={listSx}>
              {COVERAGE_COLORS.map((color, bucket) => (
                <Box component="li" key={color} sx={rowSx}>
                  <Swatch color={color} square />
                  {translate(`app.beacons.distribution.coverage_buckets.${bucket}`)}
                </Box>
              ))}
            </Box>
            <Typography variant="body2" fontWeight={600} data-testid="beacon-coverage-weak" data-percent={weak}>
              {translate('app.beacons.distribution.coverage_weak', { percent: weak })}
            </Typography>
          </>
        )}
      </Stack>
    </>
  );
};
