import { useMemo } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { Bar, BarChart, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LocationQuality, QualityLevel } from '#contract/schemas/locationQuality';
import { ChartFigure } from '../../../dashboards/charts/ChartFigure';
import { formatFigure } from '../../../dashboards/model/format';
import { Figure } from '../Figure';
import { formatMetres } from '../format';
import { axisLabels, barRange, histogramBars, metresText, poorShare } from './qualityFigures';
import { accuracyGradient, GOOD_METRES } from './qualityLayer';

const HEIGHT = 170;
/** Bars of good fixes, and of poor ones (the warning colour); both 3:1 or more on white. */
const BAR_COLORS = { good: '#1565c0', poor: '#e65100' } as const;

/** The chosen level's errors: its percentiles as figures, and the histogram with the poor side in the warning colour. */
export const AccuracyHistogram = ({ quality, level }: { quality: LocationQuality; level: QualityLevel | undefined }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  const bars = useMemo(
    () => (quality.histogram ? histogramBars(quality.histogram, quality.bucketMetres, quality.poorMetres) : []),
    [quality.histogram, quality.bucketMetres, quality.poorMetres],
  );
  const labels = axisLabels(bars, quality.bucketMetres, locale);
  const data = bars.map((bar, i) => ({ i, fixes: bar.fixes, poor: bar.poor, range: barRange(bar, locale) }));
  const open = quality.openMetres;
  const metres = (value: number | null | undefined) => (value === null || value === undefined ? '—' : metresText(value, open, locale));
  const poorLabel = formatMetres(quality.poorMetres, locale);
  const share = level ? poorShare(level) : null;
  return (
    <Stack spacing={1} data-testid="quality-histogram">
      <Typography variant="subtitle2" component="h2">
        {translate('app.quality.histogram')}
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
        {(['p50', 'p90', 'p95'] as const).map((key) => (
          <Figure key={key} label={translate(`app.quality.${key}_figure`)} value={metres(level?.[key])} testId={`quality-${key}`} />
        ))}
      </Stack>
      {bars.length > 0 && (
        <>
          <ChartFigure
            title={translate('app.quality.histogram')}
            height={HEIGHT}
            label={translate('app.quality.chart_label', {
              n: (level?.fixes ?? 0).toLocaleString(locale),
              p50: metres(level?.p50),
              p90: metres(level?.p90),
              share: share === null ? '—' : formatFigure(share, 'percent', locale),
            })}
          >
            <BarChart
              responsive
              width="100%"
              height={HEIGHT}
              data={data}
              margin={{ top: 4, right: 8, bottom: 0, left: -12 }}
              barCategoryGap={1}
              accessibilityLayer={false}
            >
              <XAxis dataKey="i" interval={0} tickFormatter={(i: number) => labels[i] ?? ''} tick={{ fontSize: 11 }} tickLine={false} />
              <YAxis tick={{ fontSize: 11 }} allowDecimals={false} />
              <Tooltip
                formatter={(value) => [Number(value).toLocaleString(locale), translate('app.quality.fixes_column')]}
                labelFormatter={(i) => data[Number(i)]?.range ?? ''}
              />
              <Bar dataKey="fixes" isAnimationActive={false}>
                {data.map((d) => (
                  <Cell key={d.i} fill={d.poor ? BAR_COLORS.poor : BAR_COLORS.good} />
                ))}
              </Bar>
            </BarChart>
          </ChartFigure>
          <Typography variant="caption" color="text.secondary">
            {translate('app.quality.histogram_hint', { metres: poorLabel })}
          </Typography>
        </>
      )}
    </Stack>
  );
};

/** The cells' key over the map: the mean error's colours, and what a dot's size says. */
export const QualityLegend = ({ poorMetres }: { poorMetres: number }) => {
  const translate = useTranslate();
  const [locale = 'zh'] = useLocaleState();
  return (
    <Paper variant="outlined" sx={{ position: 'absolute', right: 8, bottom: 8, px: 1, py: 0.5, maxWidth: 'calc(100% - 16px)' }} data-testid="quality-legend">
      <Typography variant="caption" component="div">
        {translate('app.quality.legend')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="caption">≤ {formatMetres(GOOD_METRES, locale)}</Typography>
        <Box sx={{ width: 120, height: 10, borderRadius: 1, background: accuracyGradient(poorMetres) }} />
        <Typography variant="caption">≥ {formatMetres(poorMetres * 2, locale)}</Typography>
      </Box>
      <Typography variant="caption" component="div" color="text.secondary">
        {translate('app.quality.legend_size')}
      </Typography>
    </Paper>
  );
};
