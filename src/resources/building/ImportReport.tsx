import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFeatureTypeLabel } from './featureTypes';
import type { ImportResult } from './types';

const cell = { py: 0.5, verticalAlign: 'top' } as const;

/** What an IMDF import took (counts per feature type) and every file or feature it left out, with why. */
export const ImportReport = ({ result, onOpen }: { result: ImportResult; onOpen: () => void }) => {
  const translate = useTranslate();
  const typeLabel = useFeatureTypeLabel();
  const { building, report } = result;
  const skippedFiles = report.files.filter((file) => file.status !== 'taken');
  // Whole files left out are already rows of the files table.
  const skippedFeatures = report.notTaken.filter((item) => item.featureId !== null);
  return (
    <Box data-testid="import-report">
      <Alert
        severity="success"
        action={
          <Button component={Link} to={`/building/${building.id}`} onClick={onOpen} color="inherit" size="small">
            {translate('app.buildings.import.open')}
          </Button>
        }
      >
        {translate('app.buildings.import.done', { name: building.name })}
      </Alert>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {translate('app.buildings.import.taken')}
      </Typography>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} data-testid="import-taken">
        {Object.entries(report.taken).map(([type, count]) => (
          <Chip key={type} label={`${typeLabel(type)} ${count}`} variant={count > 0 ? 'filled' : 'outlined'} />
        ))}
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {skippedFiles.length === 0
          ? translate('app.buildings.import.all_files_taken')
          : translate('app.buildings.import.files_not_taken', { smart_count: skippedFiles.length })}
      </Typography>
      {skippedFiles.length > 0 && (
        <Table size="small" aria-label={translate('app.buildings.import.files_not_taken', { smart_count: skippedFiles.length })} data-testid="import-files">
          <TableHead>
            <TableRow>
              <TableCell sx={cell}>{translate('app.buildings.import.file')}</TableCell>
              <TableCell sx={cell} align="right">
                {translate('app.buildings.import.features')}
              </TableCell>
              <TableCell sx={cell} align="right">
                {translate('app.buildings.import.taken_count')}
              </TableCell>
              <TableCell sx={cell}>{translate('app.buildings.import.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {skippedFiles.map((file) => (
              <TableRow key={file.file}>
                <TableCell sx={{ ...cell, wordBreak: 'break-all' }}>{file.file}</TableCell>
                <TableCell sx={cell} align="right">
                  {file.features}
                </TableCell>
                <TableCell sx={cell} align="right">
                  {file.taken}
                </TableCell>
                <TableCell sx={cell}>{file.reason ?? translate(`app.buildings.import.status.${file.status === 'partly' ? 'partly' : 'not_taken'}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {skippedFeatures.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {translate('app.buildings.import.features_not_taken', { smart_count: skippedFeatures.length })}
          </Typography>
          <Box sx={{ maxHeight: 240, overflow: 'auto' }}>
            <Table size="small" stickyHeader data-testid="import-not-taken">
              <TableHead>
                <TableRow>
                  <TableCell sx={cell}>{translate('app.buildings.import.file')}</TableCell>
                  <TableCell sx={cell}>{translate('app.buildings.import.feature')}</TableCell>
                  <TableCell sx={cell}>{translate('app.buildings.import.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {skippedFeatures.map((item, index) => (
                  <TableRow key={`${item.file}#${item.featureId ?? index}`}>
                    <TableCell sx={cell}>{item.file}</TableCell>
                    <TableCell sx={{ ...cell, wordBreak: 'break-all' }}>{item.featureId ?? '—'}</TableCell>
                    <TableCell sx={cell}>{item.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
};
