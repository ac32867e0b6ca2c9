import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Retention } from '#contract/schemas/statistics';
import { retentionTable } from '../model/tables';
import { useLabeller } from '../model/useLabeller';
import { DashboardSection } from './DashboardSection';
import { HeldBackNote } from './HeldBackNote';
import { retentionColour } from './retentionColour';

/** The weekly retention cohorts: a row per week of first use, a column per week after it, each cell the share still active (coloured by it). */
export const RetentionGrid = ({ retention }: { retention: Retention }) => {
  const labels = useLabeller();
  const table = retentionTable(retention, labels);
  return (
    <DashboardSection title={table.title} testId="retention-grid">
      <Typography variant="body2" color="text.secondary">
        {labels.text('retention.note')}
      </Typography>
      <Box role="region" aria-label={labels.text('table.scroll', { title: table.title })} tabIndex={0} sx={{ overflow: 'auto' }}>
        <Table size="small" aria-label={table.title}>
          <TableHead>
            <TableRow>
              {table.columns.map((column) => (
                <TableCell key={column.label} align={column.format === 'text' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, r) => (
              <TableRow key={r} data-testid="retention-row">
                {row.map((value, c) => {
                  if (c < 2)
                    return (
                      <TableCell key={c} component={c === 0 ? 'th' : 'td'} scope={c === 0 ? 'row' : undefined} align={c === 0 ? 'left' : 'right'}>
                        {typeof value === 'number' ? labels.figure(value, 'count') : value}
                      </TableCell>
                    );
                  if (typeof value !== 'number') return <TableCell key={c} />;
                  const { background, color } = retentionColour(value);
                  return (
                    <TableCell key={c} align="right" sx={{ bgcolor: background, color, fontVariantNumeric: 'tabular-nums' }}>
                      {labels.figure(value, 'percent')}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <HeldBackNote heldBack={retention.heldBack} />
    </DashboardSection>
  );
};
