import { useEffect, useState } from 'react';
import { Box, Drawer } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { useSettings } from '../../../settings/useSettings';
import { AppMenu } from './AppMenu';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../theme';
import { SidebarLogo } from './SidebarLogo';
import type { Device } from './useDevice';

/** Width the content is offset by: 210 px open, 54 px collapsed, nothing on mobile where the sidebar overlays. */
export const sidebarOffset = (device: Device, open: boolean): number => (device === 'mobile' ? 0 : open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH);

const SidebarContent = ({ collapsed }: { collapsed: boolean }) => {
  const { sidebarLogo } = useSettings();
  return (
    <>
      {sidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', scrollbarWidth: 'thin' }}>
        <AppMenu />
      </Box>
    </>
  );
};

/** On mobile: a drawer sliding over the content with a backdrop. */
const MobileSidebar = () => {
  const [open, setOpen] = useSidebarState();
  // Mounted closed, opened only after the first pass: MUI leaves the page aria-hidden if a drawer opens and closes in one pass.
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  return (
    <Drawer
      variant="temporary"
      open={open && settled}
      onClose={() => setOpen(false)}
      ModalProps={{ keepMounted: true }}
      data-testid="sidebar"
      data-open={open && settled}
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, display: 'flex', flexDirection: 'column' } } }}
    >
      <SidebarContent collapsed={false} />
    </Drawer>
  );
};

/** Spec §4: a fixed 210 px column on desktop (54 px collapsed); the mobile drawer below 992 px. */
export const AppSidebar = ({ device }: { device: Device }) => {
  const [open] = useSidebarState();
  if (device === 'mobile') return <MobileSidebar />;
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-open={open}
      sx={(theme) => ({
        position: 'fixed',
        top: 0,
        bottom: 0,
        left: 0,
        width: sidebarOffset(device, open),
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: '#fff',
        borderRight: '1px solid #e6e6e6',
        zIndex: theme.zIndex.appBar + 1,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      })}
    >
      <SidebarContent collapsed={!open} />
    </Box>
  );
};
