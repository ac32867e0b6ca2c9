import { useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation, matchPath } from 'react-router-dom';
import { MENU_TEXT_COLOR } from '../layout/theme';
import type { MenuSection } from './menu';

/** A collapsible sidebar section (spec §2); it opens by itself when it holds the current page. */
export const MenuSectionItem = ({ section }: { section: MenuSection }) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const holdsCurrent = section.children.some((child) => matchPath({ path: child.path, end: false }, pathname));
  const [open, setOpen] = useState(holdsCurrent);
  const Icon = section.icon;
  const expanded = open || holdsCurrent;
  return (
    <>
      <ListItemButton
        onClick={() => setOpen(!expanded)}
        aria-expanded={expanded}
        data-testid={`menu-section-${section.key}`}
        sx={{ color: holdsCurrent ? 'primary.main' : MENU_TEXT_COLOR, py: 0.75, px: 2 }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
          <Icon />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={translate(section.title)} slotProps={{ primary: { fontSize: 14 } }} />}
        {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List disablePadding sx={{ '& .RaMenuItemLink-root': { pl: sidebarOpen ? 4 : 2 } }}>
          {section.children.map((child) => (
            <Menu.Item key={child.key} to={child.path} primaryText={translate(child.title)} leftIcon={<child.icon />} />
          ))}
        </List>
      </Collapse>
    </>
  );
};
