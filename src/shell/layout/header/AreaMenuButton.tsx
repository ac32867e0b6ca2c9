import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import { AREA_TITLES, type Area } from '../../areas';

interface AreaMenuButtonProps {
  areas: readonly Area[];
  current: Area;
  onPick: (area: Area) => void;
}

/** Issue 12: the top navigation collapsed (below 1280 px, or wherever it does not fit): one button, a menu of every area. */
export const AreaMenuButton = ({ areas, current, onPick }: AreaMenuButtonProps) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.layout.areas_menu');
  const here = translate(AREA_TITLES[current]);
  const pick = (area: Area) => {
    setAnchor(null);
    onPick(area);
  };
  return (
    <>
      <Button
        color="inherit"
        data-testid="area-nav-areas"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${label}: ${here}`}
        title={`${label}: ${here}`}
        startIcon={<MenuIcon />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ height: 50, borderRadius: 0, px: 1, flexShrink: 0, whiteSpace: 'nowrap', textTransform: 'none', letterSpacing: 'normal' }}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {areas.map((area) => (
          <MenuItem key={area} selected={area === current} aria-current={area === current ? 'page' : undefined} onClick={() => pick(area)}>
            {translate(AREA_TITLES[area])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
