import { useRef, useState, type ReactElement } from 'react';
import { Tooltip } from '@mui/material';

/** Marks the one-line text (CSS ellipsis) a `FullTextTooltip` measures. */
export const FIT_TEXT = { 'data-fit-text': true } as const;

const isCut = (element: Element | null | undefined) => !!element && element.scrollWidth > element.clientWidth + 1;

/**
 * Issue 12: a control whose label is cut with an ellipsis shows the whole label on hover and on
 * keyboard focus; with `always` (an icon-only control, its label hidden) it always does. Screen readers
 * read the whole label in either case: the text stays in the DOM.
 */
export const FullTextTooltip = ({ text, always = false, children }: { text: string; always?: boolean; children: ReactElement }) => {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <Tooltip
      title={text}
      placement="right"
      describeChild
      open={open}
      onOpen={() => setOpen(always || isCut(anchor.current?.querySelector('[data-fit-text]')))}
      onClose={() => setOpen(false)}
    >
      <span ref={anchor} style={{ display: 'block', width: '100%', minWidth: 0 }}>
        {children}
      </span>
    </Tooltip>
  );
};
