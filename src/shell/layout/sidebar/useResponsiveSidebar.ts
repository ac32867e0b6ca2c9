import { useEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Device } from './useDevice';

/** The address the browser shows now, which runs ahead of the rendered location while a lazy page still loads. */
const browserPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Spec §4: entering mobile mode closes the sidebar, and on mobile every navigation closes it again.
 * Widening back to desktop leaves it as it is (vue-element-admin does not reopen it either).
 * A sidebar opened on an address whose page is still rendering stays open when that page arrives: that navigation
 * came before the opening (the redirect from `/` to the application list, say), not after it.
 */
export const useResponsiveSidebar = (device: Device): void => {
  const [open, setOpen] = useSidebarState();
  const { pathname, search } = useLocation();
  const openedOn = useRef<string | null>(null);
  useEffect(() => {
    if (device === 'mobile') setOpen(false);
  }, [device, setOpen]);
  useEffect(() => {
    openedOn.current = open ? browserPath() : null;
  }, [open]);
  useEffect(() => {
    if (device === 'mobile' && openedOn.current !== `${pathname}${search}`) setOpen(false);
    // The device's own rule is the effect above; this one answers navigations only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, setOpen]);
};
