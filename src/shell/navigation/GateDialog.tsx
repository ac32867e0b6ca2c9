import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface GateDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §4 application-selection gate: 提示 / 请先选择应用 / 确定 · 取消. */
export const GateDialog = ({ open, onConfirm, onCancel }: GateDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="application-gate-title" maxWidth="xs" fullWidth>
      <DialogTitle id="application-gate-title">{translate('app.navigation.gate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.navigation.gate.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.navigation.gate.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {translate('app.navigation.gate.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
