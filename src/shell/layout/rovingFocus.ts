import type { KeyboardEvent } from 'react';

const PREVIOUS = ['ArrowUp', 'ArrowLeft'];
const NEXT = ['ArrowDown', 'ArrowRight'];

/**
 * Issue 12: arrow keys (and Home / End) move the focus between the buttons of a button group, which is
 * one Tab stop (its pressed button has tabIndex 0, the others -1); Enter or Space presses the focused one.
 */
export const moveFocusInGroup = (event: KeyboardEvent<HTMLElement>) => {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLElement);
  if (index < 0 || buttons.length === 0) return;
  let next: number;
  if (PREVIOUS.includes(event.key)) next = (index - 1 + buttons.length) % buttons.length;
  else if (NEXT.includes(event.key)) next = (index + 1) % buttons.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = buttons.length - 1;
  else return;
  event.preventDefault();
  buttons[next]?.focus();
};

/** The roving tab index of one button of such a group: only the pressed one is a Tab stop. */
export const rovingTabIndex = (pressed: boolean) => (pressed ? 0 : -1);
