import { addError } from './errorLog';

// Browsers report this benign layout notice as an error; it is not a fault of the page.
const IGNORED = /ResizeObserver loop/;

/** Sends `window.onerror` and unhandled promise rejections to the error log (spec §3); returns the uninstaller. */
export const installGlobalErrorHandlers = (): (() => void) => {
  const onError = (event: ErrorEvent) => {
    const message = event.error instanceof Error ? event.error.message : event.message;
    if (IGNORED.test(message ?? '')) return;
    addError(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => addError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
};
