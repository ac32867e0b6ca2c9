import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Level } from '../../shell/session/types';

/** Floors of a building, highest ordinal first (as a lift panel reads). */
export const LevelTable = ({ levels }: { levels: readonly Level[] }) => {
  const translate = useTranslate();
  const sorted = [...levels].sort((a, b) => b.ordinal - a.ordinal);
  return (
    <Table size="small" aria-label={translate('resources.building.fields.levels')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.building.level_name')}</TableCell>
          <TableCell align="right">{translate('app.building.level_ordinal')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((level) => (
          <TableRow key={level.id}>
            <TableCell>{level.name}</TableCell>
            <TableCell align="right">{level.ordinal}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
