import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { Trend } from '../../../server/src/schemas/statistics';
import type { Granularity } from '../model/granularity';
import { useLabeller } from '../model/useLabeller';
import { ChartFigure } from './ChartFigure';
import { colourOf, PREVIOUS_DASH } from './palette';

interface Props {
  trend: Trend;
  granularity: Granularity;
  /** The split of the series' values (activity-count, network), for their names. */
  dimension: string | null;
  /** The metrics drawn (their series, split ones included); all when absent. */
  metrics?: readonly string[];
  kind?: 'line' | 'bar';
  title: string;
  height?: number;
}

/** The trend over the periods: a line (or bar) per series, the previous period dashed in the same colour. */
export const TrendChart = ({ trend, granularity, dimension, metrics, kind = 'line', title, height = 300 }: Props) => {
  const labels = useLabeller();
  const series = trend.series.filter((s) => !metrics || metrics.includes(s.metric));
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
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, k) => {
          const name = labels.series(s.metric, dimension, s.value);
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
              name={labels.text('table.previous', { name: labels.series(s.metric, dimension, s.value) })}
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
