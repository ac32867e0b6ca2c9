import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatClicks } from '../../../server/src/schemas/stat';
import { ChartFigure } from '../../dashboards/charts/ChartFigure';
import { colourOf, PREVIOUS_DASH } from '../../dashboards/charts/palette';
import type { Granularity } from '../../dashboards/model/granularity';
import { useLabeller } from '../../dashboards/model/useLabeller';
import { seriesName } from './statTables';

interface Props {
  data: StatClicks;
  granularity: Granularity;
  text: (key: string, options?: Record<string, unknown>) => string;
  title: string;
  height?: number;
}

/** The top features' clicks over the periods, a line each (the previous period dashed in the same colour). */
export const StatChart = ({ data, granularity, text, title, height = 320 }: Props) => {
  const labels = useLabeller();
  const rows = data.periods.map((period, i) => ({
    label: labels.period(period, granularity, true),
    full: labels.period(period, granularity),
    ...Object.fromEntries(data.series.flatMap((s, k) => [[`s${k}`, s.points[i] ?? 0], ...(s.previous ? [[`p${k}`, s.previous[i] ?? 0]] : [])])),
  }));
  const compact = new Intl.NumberFormat(labels.locale, { notation: 'compact' });
  return (
    <ChartFigure title={title} height={height}>
      <LineChart responsive width="100%" height={height} data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e0e0e0" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#4b5563' }} minTickGap={16} />
        <YAxis tick={{ fontSize: 12, fill: '#4b5563' }} tickFormatter={(v: number) => compact.format(v)} width={48} allowDecimals={false} />
        <Tooltip labelFormatter={(_, payload) => String(payload?.[0]?.payload?.full ?? '')} formatter={(value) => labels.figure(Number(value), 'count')} />
        {/* In the series' order (clicks, most first), not by name. */}
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {data.series.map((s, k) => (
          <Line key={`s${k}`} dataKey={`s${k}`} name={seriesName(s, text)} stroke={colourOf(k)} strokeWidth={2} dot={false} isAnimationActive={false} />
        ))}
        {data.series.map((s, k) =>
          s.previous ? (
            <Line
              key={`p${k}`}
              dataKey={`p${k}`}
              name={labels.text('table.previous', { name: seriesName(s, text) })}
              stroke={colourOf(k)}
              strokeDasharray={PREVIOUS_DASH}
              strokeWidth={1.5}
              dot={false}
              isAnimationActive={false}
            />
          ) : null,
        )}
      </LineChart>
    </ChartFigure>
  );
};
