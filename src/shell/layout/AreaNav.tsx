import { useRef, useState, type MouseEvent } from 'react';
import { Box, Button, Menu, MenuItem, useMediaQuery } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import { AREA_GROUPS, AREA_TITLES, visibleAreas, type Area } from '../areas';
import { useCurrentArea } from '../navigation/currentArea';
import { GateDialog } from '../navigation/GateDialog';
import { useChooseArea } from '../navigation/useChooseArea';
import { useSession } from '../session/useSession';
import { AreaMenuButton } from './header/AreaMenuButton';
import { useFits } from './header/useFits';

/** Issue 12: from this width up every area is shown in full (the header makes room); below it they collapse into a menu. */
const FULL_NAV_MIN_WIDTH = 1280;

const tabSx = (active: boolean) => ({
  height: 50,
  borderRadius: 0,
  minWidth: 0,
  px: 0.75,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  textTransform: 'none',
  letterSpacing: 'normal',
  color: active ? 'primary.main' : 'text.primary',
  fontWeight: active ? 600 : 400,
  borderBottom: 2,
  borderColor: active ? 'primary.main' : 'transparent',
  '& .MuiButton-endIcon': { ml: 0, mr: -0.5 },
});

/** While collapsed the row of areas stays laid out (hidden, out of the tab order) so that it can be measured. */
const hiddenRowSx = { position: 'absolute', top: 0, left: 0, visibility: 'hidden', pointerEvents: 'none' } as const;

/**
 * The top navigation of spec §1: application management (室内定位 / 数据分析 in a dropdown), user
 * management, platform management, help; only the areas the admin type may see (spec §6).
 */
export const AreaNav = () => {
  const translate = useTranslate();
  const current = useCurrentArea();
  const { admin } = useSession();
  const { choose, gate } = useChooseArea();
  const narrow = useMediaQuery(`(max-width: ${FULL_NAV_MIN_WIDTH - 0.05}px)`);
  const navRef = useRef<HTMLElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const fits = useFits(navRef, rowRef);
  const compact = narrow || !fits;
  const [menu, setMenu] = useState<{ anchor: HTMLElement; areas: readonly Area[] } | null>(null);

  const allowed = visibleAreas(admin?.adminType ?? null);
  const groups = AREA_GROUPS.map((group) => ({ ...group, areas: group.areas.filter((area) => allowed.includes(area)) })).filter(
    (group) => group.areas.length > 0,
  );
  const pick = (area: Area) => {
    setMenu(null);
    choose(area);
  };

  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={translate('app.navigation.top')}
      data-compact={compact}
      sx={{ position: 'relative', flex: 1, minWidth: 0, height: '100%', display: 'flex', alignItems: 'stretch', mx: 0.5 }}
    >
      {compact && <AreaMenuButton areas={allowed} current={current} onPick={pick} />}
      <Box
        ref={rowRef}
        aria-hidden={compact || undefined}
        sx={{ display: 'flex', alignItems: 'stretch', width: 'max-content', ...(compact ? hiddenRowSx : {}) }}
      >
        {groups.map((group) => {
          const active = group.areas.includes(current);
          const dropdown = group.areas.length > 1;
          return (
            <Button
              key={group.key}
              color="inherit"
              tabIndex={compact ? -1 : undefined}
              sx={tabSx(active)}
              aria-current={active && !dropdown ? 'page' : undefined}
              aria-haspopup={dropdown ? 'menu' : undefined}
              data-testid={compact ? undefined : `area-nav-${group.key}`}
              endIcon={dropdown ? <ArrowDropDownIcon /> : undefined}
              onClick={(event: MouseEvent<HTMLElement>) =>
                dropdown ? setMenu({ anchor: event.currentTarget, areas: group.areas }) : pick(group.areas[0] ?? current)
              }
            >
              {translate(group.title)}
              {active && dropdown ? ` · ${translate(AREA_TITLES[current])}` : ''}
            </Button>
          );
        })}
      </Box>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {menu?.areas.map((area) => (
          <MenuItem key={area} selected={area === current} onClick={() => pick(area)}>
            {translate(AREA_TITLES[area])}
          </MenuItem>
        ))}
      </Menu>
      <GateDialog {...gate} />
    </Box>
  );
};
