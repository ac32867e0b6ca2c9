import { useState, type MouseEvent } from 'react';
import { Box, Button, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import { AREA_GROUPS, AREA_TITLES, visibleAreas, type Area } from '../areas';
import { useCurrentArea } from '../navigation/currentArea';
import { GateDialog } from '../navigation/GateDialog';
import { useChooseArea } from '../navigation/useChooseArea';
import { useSession } from '../session/useSession';

const tabSx = (active: boolean) => ({
  height: 50,
  borderRadius: 0,
  px: 1.5,
  whiteSpace: 'nowrap',
  flexShrink: 0,
  textTransform: 'none',
  color: active ? 'primary.main' : 'text.primary',
  fontWeight: active ? 600 : 400,
  borderBottom: 2,
  borderColor: active ? 'primary.main' : 'transparent',
});

/**
 * The top navigation of spec §1: application management (室内定位 / 数据分析 in a dropdown), user
 * management, platform management, help; only the areas the admin type may see (spec §6).
 */
export const AreaNav = () => {
  const translate = useTranslate();
  const current = useCurrentArea();
  const { admin } = useSession();
  const { choose, gate } = useChooseArea();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [menu, setMenu] = useState<{ anchor: HTMLElement; areas: readonly Area[] } | null>(null);

  const allowed = visibleAreas(admin?.adminType ?? null);
  const groups = compact
    ? [{ key: 'areas', title: AREA_TITLES[current], areas: allowed }]
    : AREA_GROUPS.map((group) => ({ ...group, areas: group.areas.filter((area) => allowed.includes(area)) })).filter((group) => group.areas.length > 0);
  const pick = (area: Area) => {
    setMenu(null);
    choose(area);
  };

  return (
    <Box component="nav" aria-label={translate('app.navigation.top')} sx={{ display: 'flex', alignItems: 'stretch', mx: 1, minWidth: 0 }}>
      {groups.map((group) => {
        const active = group.areas.includes(current);
        const dropdown = compact || group.areas.length > 1;
        return (
          <Button
            key={group.key}
            color="inherit"
            sx={tabSx(active && !compact)}
            aria-current={active && !dropdown ? 'page' : undefined}
            aria-haspopup={dropdown ? 'menu' : undefined}
            data-testid={`area-nav-${group.key}`}
            endIcon={dropdown ? <ArrowDropDownIcon /> : undefined}
            onClick={(event: MouseEvent<HTMLElement>) =>
              dropdown ? setMenu({ anchor: event.currentTarget, areas: group.areas }) : pick(group.areas[0] ?? current)
            }
          >
            {translate(group.title)}
            {active && group.areas.length > 1 ? ` · ${translate(AREA_TITLES[current])}` : ''}
          </Button>
        );
      })}
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
