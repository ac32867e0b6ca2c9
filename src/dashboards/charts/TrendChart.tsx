import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { Granularity } from '../model/granularity';
import { useLabeller } from '../model/useLabeller';
import { ChartFigure } from './ChartFigure';
import { colourOf, PREVIOUS_DASH } from './palette';

/** What the chart draws of a series: a point per period, and the previous period's points when compared. */
export interface PlottedSeries {
  points: readonly number[];
  previous?: readonly number[];
}

interface Props<S extends PlottedSeries> {
  /** The periods and their series: a statistics trend, or another answer of that shape (点击统计's clicks). */
  trend: { periods: readonly string[]; series: readonly S[] };
  granularity: Granularity;
  /** A series' name, in the legend and the tooltip. */
  seriesName: (series: S) => string;
  kind?: 'line' | 'bar';
  /** The legend by name (recharts' order), or in the series' order (ranked series, most first). */
  legendOrder?: 'name' | 'series';
  title: string;
  height?: number;
}

/** The trend over the periods: a line (or bar) per series, the previous period dashed in the same colour. */
export const TrendChart = <S extends PlottedSeries>({ trend, granularity, seriesName, kind = 'line', legendOrder = 'name', title, height = 300 }: Props<S>) => {
  const labels = useLabeller();
  const { series } = trend;
  const data = trend.periods.map((period, i) => ({
    label: labels.period(period, granularity, true),
    full: labels.period(period, granularity),
    ...Object.fromEntries(series.flatMap((s, k) => [[`s${k}`, s.points[i] ?? 0], ...(s.previous ? [[`p${k}`, s.previous[i] ?? 0]] : [])])),
  }));
  const compact = new Intl.NumberFormat(labels.locale, { notation: 'compact' });
  return (
    <ChartFigure title={title} height={height}>
      <ComposedChart responsive width="100%" height={height} data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e0e0e0" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#4b5563' }} minTickGap={16} />
        <YAxis tick={{ fontSize: 12, fill: '#4b5563' }} tickFormatter={(v: number) => compact.format(v)} width={48} allowDecimals={false} />
        <Tooltip labelFormatter={(_, payload) => String(payload?.[0]?.payload?.full ?? '')} formatter={(value) => labels.figure(Number(value), 'count')} />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={legendOrder === 'series' ? null : 'value'} />
        {series.map((s, k) => {
          const name = seriesName(s);
          const colour = colourOf(k);
          return kind === 'bar' ? (
            <Bar key={`s${k}`} dataKey={`s${k}`} name={name} fill={colour} isAnimationActive={false} />
          ) : (
            <Line key={`s${k}`} dataKey={`s${k}`} name={name} stroke={colour} strokeWidth={2} dot={false} isAnimationActive={false} />
          );
        })}
        {series.map((s, k) =>
          s.previous ? (
            <Line
              key={`p${k}`}
              dataKey={`p${k}`}
              name={labels.text('table.previous', { name: seriesName(s) })}
              stroke={colourOf(k)}
              strokeDasharray={PREVIOUS_DASH}
              strokeWidth={1.5}
              dot={false}
              isAnimationActive={false}
            />
          ) : null,
        )}
      </ComposedChart>
    </ChartFigure>
  );
};
