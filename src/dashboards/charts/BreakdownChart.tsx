import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { Breakdown } from '#contract/schemas/statistics';
import { useLabeller } from '../model/useLabeller';
import { ChartFigure } from './ChartFigure';
import { PALETTE } from './palette';

/** Bars drawn: the largest values (the table lists them all). */
const TOP = 10;
const ROW = 28;

/** A breakdown's largest values as horizontal bars of distinct users. */
export const BreakdownChart = ({ breakdown }: { breakdown: Breakdown }) => {
  const labels = useLabeller();
  const rows = breakdown.rows.slice(0, TOP).map((row) => ({ name: labels.value(breakdown.dimension, row.value), users: row.users }));
  if (!rows.length) return null;
  const height = rows.length * ROW + 40;
  return (
    <ChartFigure title={labels.dimension(breakdown.dimension)} height={height}>
      <BarChart
        responsive
        width="100%"
        height={height}
        data={rows}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 4, right: 24, bottom: 4, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e0e0e0" horizontal={false} />
        <XAxis type="number" tick={{ fontSize: 12, fill: '#4b5563' }} allowDecimals={false} />
        <YAxis type="category" dataKey="name" width={132} tick={{ fontSize: 12, fill: '#4b5563' }} />
        <Tooltip formatter={(value) => labels.figure(Number(value), 'count')} />
        <Bar dataKey="users" name={labels.text('table.users')} fill={PALETTE[0]} isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
};
