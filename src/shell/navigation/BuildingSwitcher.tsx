import { Box, Button, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../session/useSession';

/** The building the location and statistics menus apply to, with the way to choose another (spec §4). */
export const BuildingSwitcher = () => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { buildingId, buildings } = useSession();
  const name = buildings.find((building) => building.id === buildingId)?.name;
  if (!sidebarOpen) return null;
  return (
    <Box sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }} data-testid="building-switcher">
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('app.navigation.current_building')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" fontWeight={600} noWrap sx={{ flex: 1 }} title={name}>
          {name ?? translate('app.navigation.no_building')}
        </Typography>
        <Button component={Link} to="/application" size="small" startIcon={<SwapHorizIcon />} sx={{ minWidth: 0, flexShrink: 0 }}>
          {translate('app.navigation.switch_building')}
        </Button>
      </Box>
    </Box>
  );
};
