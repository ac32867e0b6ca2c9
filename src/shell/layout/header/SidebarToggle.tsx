import { IconButton, Tooltip } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { useSidebarState, useTranslate } from 'react-admin';

/** The hamburger: opens or collapses the sidebar; the store keeps the choice (spec §4). */
export const SidebarToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate('app.header.toggle_sidebar');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} aria-expanded={open} onClick={() => setOpen(!open)} data-testid="sidebar-toggle">
        {open ? <MenuOpenIcon /> : <MenuIcon />}
      </IconButton>
    </Tooltip>
  );
};
