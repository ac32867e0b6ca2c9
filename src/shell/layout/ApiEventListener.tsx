import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { onBus } from '../session/bus';

/** Spec §8/§9: every failed call shows its cause in an error toast for 3 seconds. */
const ERROR_TOAST_MS = 3000;

export const ApiEventListener = () => {
  const notify = useNotify();
  useEffect(
    () => onBus('api-error', ({ message, args }) => notify(message, { type: 'error', autoHideDuration: ERROR_TOAST_MS, messageArgs: { ...args, _: message } })),
    [notify],
  );
  return null;
};
