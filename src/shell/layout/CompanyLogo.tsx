import { Box } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { VISUALLY_HIDDEN } from './visuallyHidden';
import { brandLogo } from './branding';

/**
 * Spec §1/§3: the company's big logo, its small logo when the sidebar is collapsed; the product mark
 * otherwise. Issue 12: the product name is the mark's tooltip and accessible name, so the top navigation
 * has the room to show every area in full.
 */
export const CompanyLogo = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { company } = useSession();
  const src = brandLogo(company, open);
  const title = translate('app.title');
  return (
    <Box
      component={Link}
      to="/"
      title={company?.name ?? title}
      data-testid="header-brand"
      sx={{ position: 'relative', display: 'flex', alignItems: 'center', flexShrink: 0, color: 'inherit', textDecoration: 'none', px: 0.5, mr: 0.5 }}
    >
      {src ? (
        <Box component="img" src={src} alt={company?.name ?? title} data-testid="company-logo" sx={{ height: 32, maxWidth: 120, objectFit: 'contain' }} />
      ) : (
        <>
          <PlaceIcon color="primary" />
          {/* Read by screen readers, not drawn (the header keeps its room for the areas, issue 12). */}
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {title}
          </Box>
        </>
      )}
    </Box>
  );
};
