import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { areaOfPath } from './areaOfPath';
import { setCurrentArea } from './currentArea';

/**
 * The top navigation and the sidebar follow the open path when it belongs to one area, whether it
 * was chosen in the menu, opened by its address or reloaded (the stored area may be another's).
 * A layout effect, so the other area's sidebar never paints first.
 */
export const useAreaFollowsPath = (): void => {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const area = areaOfPath(pathname);
    if (area) setCurrentArea(area);
  }, [pathname]);
};
