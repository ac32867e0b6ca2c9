import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Device } from './useDevice';

/**
 * Spec §4: entering mobile mode closes the sidebar, and on mobile every navigation closes it again.
 * Widening back to desktop leaves it as it is (vue-element-admin does not reopen it either).
 */
export const useResponsiveSidebar = (device: Device): void => {
  const [, setOpen] = useSidebarState();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (device === 'mobile') setOpen(false);
  }, [device, pathname, search, setOpen]);
};
