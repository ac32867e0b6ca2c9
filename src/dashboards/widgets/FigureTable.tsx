import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Labeller } from '../model/labeller';
import type { Cell, ColumnFormat, DataTable } from '../model/tables';
import { useLabeller } from '../model/useLabeller';
import { ShareBar } from './ShareBar';

const display = (value: Cell, format: ColumnFormat, labels: Labeller) => {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (format === 'share') return <ShareBar share={value} label={labels.figure(value, 'percent')} />;
  if (format === 'change') return labels.change({ kind: 'ratio', value });
  return labels.figure(value, format === 'text' ? 'count' : format);
};

interface Props {
  table: DataTable;
  /** Rows shown before "show all". */
  limit?: number;
  maxHeight?: number;
  testId?: string;
}

/**
 * A table of figures (the text alternative of a chart, or a breakdown): the same model the CSV export
 * writes. It scrolls in a named, focusable region so keyboard users can scroll it too.
 */
export const FigureTable = ({ table, limit, maxHeight = 360, testId }: Props) => {
  const labels = useLabeller();
  const [all, setAll] = useState(false);
  const cut = limit !== undefined && !all && table.rows.length > limit;
  const rows = cut ? table.rows.slice(0, limit) : table.rows;
  return (
    <Box>
      <Box
        role="region"
        aria-label={labels.text('table.scroll', { title: table.title })}
        tabIndex={0}
        sx={{ maxHeight, overflow: 'auto' }}
        data-testid={testId}
      >
        <Table size="small" stickyHeader aria-label={table.title}>
          <TableHead>
            <TableRow>
              {table.columns.map((column) => (
                <TableCell key={`${column.label}-${column.format}`} align={column.format === 'text' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, r) => (
              <TableRow key={r} data-testid="figure-row">
                {row.map((value, c) => {
                  const format = table.columns[c]?.format ?? 'text';
                  return (
                    <TableCell
                      key={c}
                      component={c === 0 ? 'th' : 'td'}
                      scope={c === 0 ? 'row' : undefined}
                      align={format === 'text' ? 'left' : 'right'}
                      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: format === 'text' ? undefined : 'nowrap' }}
                    >
                      {display(value, format, labels)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {limit !== undefined && table.rows.length > limit && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 0.5 }}>
          {labels.text(all ? 'table.show_less' : 'table.show_all', { smart_count: all ? limit : table.rows.length })}
        </Button>
      )}
    </Box>
  );
};
