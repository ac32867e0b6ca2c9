import { Box, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { HEADER_HEIGHT } from '../theme';
import { brandLogo } from '../branding';

/** The optional sidebar logo (spec §1/§3): the company's big logo, its small one when collapsed; else the product mark. */
export const SidebarLogo = ({ collapsed }: { collapsed: boolean }) => {
  const translate = useTranslate();
  const { company } = useSession();
  const src = brandLogo(company, !collapsed);
  return (
    <Box
      component={Link}
      to="/"
      data-testid="sidebar-logo"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        height: HEADER_HEIGHT,
        flexShrink: 0,
        px: 1,
        color: 'inherit',
        textDecoration: 'none',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <Box component="img" src={src} alt={company?.name ?? ''} sx={{ height: 32, maxWidth: collapsed ? 32 : 180, objectFit: 'contain' }} />
      ) : (
        <>
          <PlaceIcon color="primary" />
          {!collapsed && (
            <Typography variant="subtitle2" fontWeight={600} noWrap>
              {translate('app.title')}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
};
