import { Box, TableCell, Tooltip } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

/** A table row's figures held back for privacy (issue 15): one cell over their columns, a lock and what it means, also as a tooltip. */
export const HeldBackCell = ({ colSpan, label }: { colSpan: number; label: string }) => (
  <TableCell colSpan={colSpan} align="right" sx={{ color: 'text.secondary' }}>
    <Tooltip title={label}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <LockOutlinedIcon fontSize="inherit" aria-hidden />
        {label}
      </Box>
    </Tooltip>
  </TableCell>
);
