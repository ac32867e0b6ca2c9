import { useId, useState } from 'react';
import { Collapse, List, ListItem, ListItemButton } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useSidebarState, useTranslate } from 'react-admin';
import { useLocation, matchPath } from 'react-router-dom';
import { FullTextTooltip } from '../FitText';
import { MENU_TEXT_COLOR } from '../theme';
import type { MenuSection } from '../../navigation/menu';
import { EntryLabel, SidebarLink } from './SidebarLink';

/**
 * A collapsible sidebar section (spec §2); it opens by itself when it holds the current page.
 * Issue 12: a disclosure button (aria-expanded, aria-controls) over a nested list of links.
 */
export const SidebarSection = ({ section }: { section: MenuSection }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const listId = useId();
  const holdsCurrent = section.children.some((child) => matchPath({ path: child.path, end: false }, pathname));
  const [open, setOpen] = useState(holdsCurrent);
  const expanded = open || holdsCurrent;
  const title = translate(section.title);
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <FullTextTooltip text={title} always={!sidebarOpen}>
        <ListItemButton
          onClick={() => setOpen(!expanded)}
          aria-expanded={expanded}
          aria-controls={listId}
          data-testid={`menu-section-${section.key}`}
          sx={{ color: holdsCurrent ? 'primary.main' : MENU_TEXT_COLOR, minHeight: 40, py: 0.75, px: 2 }}
        >
          <EntryLabel icon={section.icon} text={title} shown={sidebarOpen} />
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ListItemButton>
      </FullTextTooltip>
      {/* Its inner box is a flex item: without a 0 minimum it grows to the longest label instead of cutting it. */}
      <Collapse in={expanded} timeout="auto" unmountOnExit sx={{ '& .MuiCollapse-wrapperInner': { minWidth: 0 } }}>
        <List disablePadding id={listId}>
          {section.children.map((child) => (
            <SidebarLink key={child.key} to={child.path} text={translate(child.title)} icon={child.icon} nested />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
};
