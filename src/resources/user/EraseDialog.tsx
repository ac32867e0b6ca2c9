import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { appUserApi } from '#contract/endpoints/appUser';
import { ApiError } from '../../dataProvider/ApiError';
import { fieldMessages } from '../../dataProvider/formErrors';
import { call } from '../../dataProvider/httpClient';

/** Asks for the reason and says what goes, then erases the user (one transaction on the server, audited). */
export const EraseDialog = ({
  userId,
  events,
  open,
  onClose,
  onErased,
}: {
  userId: string;
  events: number;
  open: boolean;
  onClose: () => void;
  onErased: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const erase = async () => {
    if (!reason.trim()) {
      setError(translate('app.appUsers.reasonRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const done = await call(appUserApi.erase, { body: { userId, reason }, silent: true });
      notify('app.appUsers.erased', { type: 'success', messageArgs: { userId, events: done.events } });
      onErased();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      if (e.errors.length > 0) setError(Object.values(fieldMessages(e.errors))[0]);
      else notify(e.message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="erase-title" data-testid="erase-dialog">
      <DialogTitle id="erase-title">{translate('app.appUsers.eraseTitle', { userId })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('app.appUsers.eraseWhat', { events })}</DialogContentText>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.appUsers.eraseFinal')}
        </Alert>
        <TextField
          autoFocus
          fullWidth
          required
          multiline
          minRows={2}
          label={translate('app.appUsers.reason')}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error ?? translate('app.appUsers.reasonHelp')}
          inputProps={{ maxLength: 500, 'data-testid': 'erase-reason' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void erase()} disabled={busy} data-testid="erase-confirm">
          {translate('app.appUsers.eraseConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
