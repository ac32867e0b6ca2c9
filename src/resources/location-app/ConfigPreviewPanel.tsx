import { useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AppDetail } from '#contract/schemas/app';
import { useConfigPreview } from './lookups';

/** Issue 16: what GET /location/getConfig answers for the app (built even while it is disabled), as JSON, collapsed until opened. */
export const ConfigPreviewPanel = ({ app }: { app: AppDetail }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data, isFetching, refetch } = useConfigPreview(app.id, open, app.updatedAt);
  return (
    <Accordion expanded={open} onChange={(_event, expanded) => setOpen(expanded)} disableGutters variant="outlined" data-testid="app-config-preview">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="app-config-preview-body" id="app-config-preview-head">
        <Stack>
          <Typography variant="subtitle1" component="h2">
            {translate('app.apps.preview.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.apps.preview.hint', { appCode: app.appCode })}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id="app-config-preview-body">
        {data && !data.enabled && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('app.apps.preview.disabled')}
          </Alert>
        )}
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
          {data && (
            <Typography variant="body2">
              {translate('app.apps.preview.summary', { buildings: data.config.buildings.length, version: data.config.version })}
            </Typography>
          )}
          <Button size="small" startIcon={isFetching ? <CircularProgress size={14} /> : <RefreshIcon />} disabled={isFetching} onClick={() => refetch()}>
            {translate('app.apps.preview.refresh')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {translate('app.apps.preview.save_first')}
          </Typography>
        </Stack>
        {data && (
          <Box
            component="pre"
            data-testid="app-config-json"
            sx={{ m: 0, p: 1.5, maxHeight: 420, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, lineHeight: 1.5 }}
          >
            {JSON.stringify(data.config, null, 2)}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
};
