import { useContext, useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UNSAFE_NavigationContext } from 'react-router-dom';

/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload or close, and a
 * dialog on a move inside the console. (The console's router is not a data router, so react-router's
 * useBlocker is unavailable: the guard holds the navigator's push and replace while changes are pending.)
 */
export const useLeaveGuard = (count: number) => {
  const translate = useTranslate();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const when = count > 0;

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const { push, replace } = navigator;
    navigator.push = (...args: Parameters<typeof push>) => setLeave(() => () => push.apply(navigator, args));
    navigator.replace = (...args: Parameters<typeof replace>) => setLeave(() => () => replace.apply(navigator, args));
    return () => {
      navigator.push = push;
      navigator.replace = replace;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, navigator]);

  const dialog = (
    <Dialog open={leave !== null} onClose={() => setLeave(null)} aria-labelledby="poi-leave-title">
      <DialogTitle id="poi-leave-title">{translate('app.pois.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.pois.leave.text', { smart_count: count })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setLeave(null)} autoFocus>
          {translate('app.pois.leave.stay')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            const go = leave;
            setLeave(null);
            go?.();
          }}
        >
          {translate('app.pois.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { dialog, blocking: leave !== null };
};
