import { useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import { useTranslate } from 'react-admin';
import { ErrorLogDialog } from './ErrorLogDialog';
import { useErrorLog } from './useErrorLog';

/** The header's error-log button: a bug with the count, shown only while there are entries (spec §3). */
export const ErrorLogButton = () => {
  const translate = useTranslate();
  const entries = useErrorLog();
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  const label = translate('app.layout.error.log_title');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)} data-testid="error-log-button">
          <Badge badgeContent={entries.length} color="error" max={99}>
            <BugReportOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <ErrorLogDialog open={open} entries={entries} onClose={() => setOpen(false)} />
    </>
  );
};
