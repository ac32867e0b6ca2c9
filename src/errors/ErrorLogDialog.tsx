import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { clearErrors, type ErrorEntry } from './errorLog';

interface Props {
  open: boolean;
  entries: readonly ErrorEntry[];
  onClose: () => void;
}

/** Spec §3 error log list: message, page, time and stack of each caught error, newest first, with a clear button. */
export const ErrorLogDialog = ({ open, entries, onClose }: Props) => {
  const translate = useTranslate();
  const clear = () => {
    clearErrors();
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="error-log-title">
      <DialogTitle id="error-log-title">{translate('app.layout.error.log_title')}</DialogTitle>
      <DialogContent dividers>
        <Table size="medium">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.layout.error.message')}</TableCell>
              <TableCell>{translate('app.layout.error.url')}</TableCell>
              <TableCell>{translate('app.layout.error.time')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...entries].reverse().map((entry) => (
              <TableRow key={entry.id} data-testid="error-log-entry" sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ maxWidth: 560 }}>
                  <Typography variant="body2" fontWeight={600} sx={{ wordBreak: 'break-word' }}>
                    {entry.message}
                  </Typography>
                  {entry.stack && (
                    <Typography
                      component="pre"
                      variant="caption"
                      color="text.secondary"
                      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 160, overflow: 'auto', m: 0, mt: 1 }}
                    >
                      {entry.stack}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{entry.url}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(entry.time).toLocaleString()}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={clear}>
          {translate('app.layout.error.clear')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.layout.error.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
