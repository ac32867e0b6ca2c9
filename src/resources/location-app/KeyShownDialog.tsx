import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AppKeyCreated, AppKeyRotated } from '#contract/schemas/app';
import { formatTime } from './model';

/** The whole key, shown this once (only its hash is stored): a copy button, a warning, and the old key's end after a rotation. */
export const KeyShownDialog = ({ created, onClose }: { created: AppKeyCreated | AppKeyRotated | null; onClose: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const replaced = created && 'replaced' in created ? created.replaced : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created!.key);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const close = () => {
    setCopied('no');
    onClose();
  };
  return (
    <Dialog open={created !== null} maxWidth="sm" fullWidth aria-labelledby="app-key-shown-title" data-testid="app-key-shown">
      <DialogTitle id="app-key-shown-title">{translate('app.apps.keys.shown_title')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.apps.keys.shown_warning')}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <Box
            component="code"
            data-testid="app-key-value"
            sx={{ flex: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all', userSelect: 'all' }}
          >
            {created?.key}
          </Box>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ flexShrink: 0 }}>
            {translate(copied === 'yes' ? 'app.apps.keys.copied' : 'app.apps.keys.copy')}
          </Button>
        </Stack>
        {copied === 'failed' && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }} role="alert">
            {translate('app.apps.keys.copy_failed')}
          </Typography>
        )}
        {replaced && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {translate('app.apps.keys.rotated_note', { prefix: replaced.prefix, time: formatTime(replaced.expiresAt, locale) })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close} data-testid="app-key-done">
          {translate('app.apps.keys.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
