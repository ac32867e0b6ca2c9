import { useRef, useState } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { BEACON_COLUMNS, BEACON_IMPORT_LIMITS, beaconApi } from '#contract/endpoints/beacon';
import type { BeaconImportReport } from '#contract/schemas/beacon';
import { uploadFile } from '../../dataProvider/fileTransfer';
import { problemsOf, type Problem } from './importProblems';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const typeOf = (file: File) => (/\.xlsx$/i.test(file.name) ? XLSX : 'text/csv');

/**
 * Issue 13: beacons from a CSV or XLSX file. Choosing the file runs a dry run that lists every row it
 * would refuse and why; the import (all rows or none) is offered only for a clean file.
 */
export const BeaconImportDialog = ({ buildingId, open, onClose }: { buildingId: number; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<BeaconImportReport | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);

  const reset = () => {
    setFile(null);
    setReport(null);
    setProblems([]);
  };
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(dryRun ? 'checking' : 'importing');
    try {
      const answer = await uploadFile<BeaconImportReport>(beaconApi.import, chosen, { buildingId, dryRun }, typeOf(chosen));
      setReport(answer);
      setProblems(answer.problems);
      if (!dryRun) {
        notify('app.beacons.transfer.imported', { type: 'success', messageArgs: { smart_count: answer.imported } });
        refresh();
        reset();
        onClose();
      }
    } catch (error) {
      setReport(null);
      setProblems(problemsOf(error));
    } finally {
      setBusy(null);
    }
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    void run(chosen, true);
  };
  const clean = report !== null && report.dryRun && report.problems.length === 0 && report.rows > 0;

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="beacon-import-title">
      <DialogTitle id="beacon-import-title">{translate('app.beacons.transfer.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.beacons.transfer.hint', { rows: BEACON_IMPORT_LIMITS.rows, size: BEACON_IMPORT_LIMITS.fileMb })}
          </Typography>
          <Box component="code" sx={{ display: 'block', p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflowWrap: 'anywhere' }}>
            {BEACON_COLUMNS.join(', ')}
          </Box>
          <Stack direction="row" spacing={2} alignItems="center">
            <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={busy !== null}>
              {translate('app.beacons.transfer.choose')}
            </Button>
            <Typography variant="body2" noWrap data-testid="beacon-import-file">
              {file?.name ?? translate('app.beacons.transfer.no_file')}
            </Typography>
            <input
              ref={input}
              type="file"
              hidden
              accept=".csv,.xlsx,text/csv"
              data-testid="beacon-import-input"
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Stack>
          {busy && (
            <Box role="status">
              <Typography variant="body2">{translate(`app.beacons.transfer.${busy}`)}</Typography>
              <LinearProgress />
            </Box>
          )}
          {report && !busy && (
            <Alert severity={clean ? 'success' : 'warning'} data-testid="beacon-import-summary">
              {translate(clean ? 'app.beacons.transfer.ready' : 'app.beacons.transfer.refused', {
                smart_count: report.rows,
                valid: report.valid,
                refused: report.rows - report.valid,
              })}
            </Alert>
          )}
          {problems.length > 0 && (
            <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.beacons.transfer.problems')}>
              <Table size="small" stickyHeader data-testid="beacon-import-problems">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.beacons.transfer.row')}</TableCell>
                    <TableCell>{translate('app.beacons.transfer.column')}</TableCell>
                    <TableCell>{translate('app.beacons.transfer.message')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {problems.map((problem, index) => (
                    <TableRow key={index}>
                      <TableCell>{problem.row ?? '—'}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{problem.column}</TableCell>
                      <TableCell>{problem.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {report?.truncated && (
            <Typography variant="caption">{translate('app.beacons.transfer.truncated', { count: BEACON_IMPORT_LIMITS.problems })}</Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy !== null}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => file && void run(file, false)} disabled={!clean || busy !== null} data-testid="beacon-import-confirm">
          {translate('app.beacons.transfer.import_n', { smart_count: report?.rows ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
