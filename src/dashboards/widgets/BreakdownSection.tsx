import { Typography } from '@mui/material';
import type { Breakdown } from '#contract/schemas/statistics';
import { BreakdownChart } from '../charts/BreakdownChart';
import { breakdownTable } from '../model/tables';
import { useLabeller } from '../model/useLabeller';
import { DashboardSection } from './DashboardSection';
import { FigureTable } from './FigureTable';
import { HeldBackNote } from './HeldBackNote';

/** Rows listed before "show all". */
const FIRST_ROWS = 10;

/** Distinct users per value of one dimension: bars of the largest, the table with share bars, the held-back note. */
const BreakdownSection = ({ breakdown, chart = true }: { breakdown: Breakdown; chart?: boolean }) => {
  const labels = useLabeller();
  const table = breakdownTable(breakdown, labels);
  return (
    <DashboardSection
      title={table.title}
      testId={`breakdown-${breakdown.dimension}`}
      aside={
        <Typography variant="body2" color="text.secondary">
          {labels.text('table.total', { users: labels.figure(breakdown.users, 'count') })}
        </Typography>
      }
    >
      {chart && <BreakdownChart breakdown={breakdown} />}
      <FigureTable table={table} limit={FIRST_ROWS} testId="breakdown-table" />
      <HeldBackNote heldBack={breakdown.heldBack} />
    </DashboardSection>
  );
};

/** The answer's breakdown of `dimension`, if it has one. */
export const BreakdownOf = ({ breakdowns, dimension, chart }: { breakdowns: readonly Breakdown[] | undefined; dimension: string; chart?: boolean }) => {
  const breakdown = breakdowns?.find((b) => b.dimension === dimension);
  return breakdown ? <BreakdownSection breakdown={breakdown} chart={chart} /> : null;
};
