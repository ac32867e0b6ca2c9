import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { loginPathFor } from '../authProvider/redirect';
import { onBus } from '../session/bus';

/** Spec §8: 确认退出 / 登录过期，你可以退出系统或者重新登录 / 重新登录 · 取消; one dialog however many calls fail. */
export const SessionExpiredDialog = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  useEffect(() => onBus('session-expired', () => setOpen(true)), []);

  const relogin = () => {
    setOpen(false);
    navigate(loginPathFor(`${window.location.pathname}${window.location.search}`));
  };

  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="session-expired-title" maxWidth="xs" fullWidth>
      <DialogTitle id="session-expired-title">{translate('app.session.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.session.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{translate('app.session.cancel')}</Button>
        <Button onClick={relogin} variant="contained" autoFocus>
          {translate('app.session.relogin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
