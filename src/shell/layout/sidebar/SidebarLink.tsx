import type { ComponentType } from 'react';
import { ListItem, ListItemButton, ListItemIcon } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { FIT_TEXT, FullTextTooltip } from '../FitText';
import { MENU_TEXT_COLOR } from '../theme';
import { VISUALLY_HIDDEN } from '../visuallyHidden';

/**
 * One sidebar entry (spec §2/§9: menu text #3b4354, the current page in the theme colour): a link in
 * a list item, `aria-current="page"` on the current page. Issue 12: a plain navigation list, not an
 * ARIA menu; a cut label, or the icon alone in the collapsed sidebar, shows its full text on hover and focus.
 */
export const SidebarLink = ({ to, text, icon: Icon, nested = false }: { to: string; text: string; icon: ComponentType; nested?: boolean }) => {
  const [open] = useSidebarState();
  return (
    <ListItem disablePadding>
      <FullTextTooltip text={text} always={!open}>
        <ListItemButton component={NavLink} to={to} end={false} sx={{ color: MENU_TEXT_COLOR, minHeight: 40, py: 0.75, pl: nested && open ? 4 : 2, pr: 2 }}>
          <EntryLabel icon={Icon} text={text} shown={open} />
        </ListItemButton>
      </FullTextTooltip>
    </ListItem>
  );
};

const FIT_STYLE = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 14 } as const;

/** An entry's icon and one-line label: cut with an ellipsis, or only read (not shown) in the collapsed sidebar. */
export const EntryLabel = ({ icon: Icon, text, shown }: { icon: ComponentType; text: string; shown: boolean }) => (
  <>
    <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
      <Icon />
    </ListItemIcon>
    <span {...FIT_TEXT} style={shown ? FIT_STYLE : VISUALLY_HIDDEN}>
      {text}
    </span>
  </>
);
