import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Bar, BarChart, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HeatRegion } from '#contract/schemas/heat';
import { ChartFigure } from '../../dashboards/charts/ChartFigure';
import { HeldBackCell } from '../../dashboards/widgets/HeldBackCell';
import { formatDuration } from '../statistics-location/format';
import { HEAT_RAMP } from './heatLayer';

/** The colour ramp's key over the map: fewer → more fixes. */
export const HeatLegend = () => {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      sx={{ position: 'absolute', right: 8, bottom: 8, px: 1, py: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}
      data-testid="heat-legend"
    >
      <Typography variant="caption">{translate('app.heat.low')}</Typography>
      <Box sx={{ width: 120, height: 10, borderRadius: 1, background: `linear-gradient(to right, ${HEAT_RAMP.slice(1).join(', ')})` }} />
      <Typography variant="caption">{translate('app.heat.high')}</Typography>
    </Paper>
  );
};

/** Fixes per hour of the day; the chosen hour stands out, a bar chooses its hour. */
export const HourChart = ({ byHour, hour, onHour }: { byHour: number[]; hour: number | null; onHour: (hour: number) => void }) => {
  const translate = useTranslate();
  const data = byHour.map((fixes, h) => ({ h, fixes }));
  const peak = byHour.indexOf(Math.max(...byHour));
  return (
    <Box data-testid="heat-hours">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {translate('app.heat.by_hour')}
      </Typography>
      <ChartFigure title={translate('app.heat.by_hour')} height={140} label={translate('app.heat.chart_label', { hour: peak, n: byHour[peak] ?? 0 })}>
        <BarChart responsive width="100%" height={140} data={data} margin={{ top: 4, right: 4, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <XAxis dataKey="h" tick={{ fontSize: 11 }} interval={2} />
          <YAxis tick={{ fontSize: 11 }} allowDecimals={false} />
          <Tooltip
            formatter={(value) => [String(value), translate('app.heat.fixes', { n: '' }).trim()]}
            labelFormatter={(h) => translate('app.heat.hour_value', { hour: h })}
          />
          <Bar dataKey="fixes" onClick={(_, index) => onHour(index)} cursor="pointer" isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.h} fill={hour === null || hour === d.h ? '#e65100' : '#ffcc80'} />
            ))}
          </Bar>
        </BarChart>
      </ChartFigure>
    </Box>
  );
};

/** Time spent per region of the level, longest first; regions under the threshold say so instead of figures. */
export const RegionTable = ({ regions, minUsers }: { regions: HeatRegion[]; minUsers: number }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {translate('app.heat.regions')}
      </Typography>
      {regions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.heat.regions_none')}
        </Typography>
      ) : (
        <Table size="small" data-testid="heat-regions">
          <TableHead>
            <TableRow>
              {['region', 'users', 'dwell', 'per_user'].map((key, i) => (
                <TableCell key={key} align={i ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap', px: 1 }}>
                  {translate(`app.heat.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {regions.map((r) => (
              <TableRow key={r.id}>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 64, px: 1 }}>{locale !== 'zh' && r.nameEn ? r.nameEn : r.name}</TableCell>
                {r.users === null || r.dwellSec === null ? (
                  <HeldBackCell colSpan={3} label={translate('app.heat.region_held', { min: minUsers })} />
                ) : (
                  <>
                    <TableCell align="right" sx={{ px: 1 }}>
                      {r.users.toLocaleString(locale)}
                    </TableCell>
                    <TableCell align="right" sx={{ px: 1 }}>
                      {formatDuration(r.dwellSec, locale)}
                    </TableCell>
                    <TableCell align="right" sx={{ px: 1 }}>
                      {formatDuration(Math.round(r.dwellSec / r.users), locale)}
                    </TableCell>
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
