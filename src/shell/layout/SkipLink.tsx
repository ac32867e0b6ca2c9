import type { MouseEvent } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VISUALLY_HIDDEN } from './visuallyHidden';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the main content region without touching the URL: the next Tab reaches the page's first control. */
const focusMainContent = () => document.getElementById(MAIN_CONTENT_ID)?.focus();

/**
 * Issue 12: the first Tab stop of the console, "Skip to main content". Hidden until focused, then shown
 * at the top left over the header; activating it (Enter, or a click) focuses `<main id="main-content">`.
 */
export const SkipLink = () => {
  const translate = useTranslate();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMainContent();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      data-testid="skip-link"
      sx={(theme) => ({
        position: 'fixed',
        top: 4,
        left: 4,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: theme.shadows[4],
        textDecoration: 'underline',
        // Visually hidden (still read and focusable) until it has the focus.
        '&:not(:focus)': { ...VISUALLY_HIDDEN, boxShadow: 'none' },
      })}
    >
      {translate('app.layout.skip_to_main')}
    </Box>
  );
};
