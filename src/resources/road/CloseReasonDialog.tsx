import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  count: number;
  saving: boolean;
  onCancel: () => void;
  /** Called with the reason, trimmed and never empty; the caller closes the dialog once saved. */
  onConfirm: (reason: string) => void;
}

/** Closing segments asks why (required): the reason is kept with the change and shown to whoever finds the road closed. */
export const CloseReasonDialog = ({ open, count, saving, onCancel, onConfirm }: Props) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!missing) onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setTouched(false);
          },
        },
      }}
      aria-labelledby="road-close-title"
    >
      <DialogTitle id="road-close-title">{translate('app.roads.close_dialog.title', { smart_count: count })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.roads.close_dialog.text')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          required
          label={translate('app.roads.close_dialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={touched && missing}
          helperText={touched && missing ? translate('app.roads.close_dialog.reason_required') : ' '}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'close-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" onClick={submit} disabled={saving}>
          {translate('app.roads.close_dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
