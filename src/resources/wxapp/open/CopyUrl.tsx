import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** A callback URL to paste into WeChat's open-platform console, with a copy button. */
export const CopyUrl = ({ label, url }: { label: string; url: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => notify('app.wxapp.open.copied', { type: 'info' }))
      .catch(() => notify(url, { type: 'info' }));
  const title = translate('app.wxapp.open.copy', { what: label });
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Typography variant="caption" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {url}
      </Typography>
      <Tooltip title={title}>
        <IconButton size="small" aria-label={title} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
