import { Box, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../session/useSession';

/** Spec §1/§3: the company's big logo, its small logo when the sidebar is collapsed; the product name otherwise. */
export const CompanyLogo = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { company } = useSession();
  const src = open ? (company?.bigLogo ?? company?.smallLogo) : (company?.smallLogo ?? company?.bigLogo);
  return (
    <Box component={Link} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}>
      {src ? (
        <Box component="img" src={src} alt={company?.name ?? ''} data-testid="company-logo" sx={{ height: 32, maxWidth: 180, objectFit: 'contain' }} />
      ) : (
        <>
          <PlaceIcon color="primary" />
          <Typography variant="subtitle1" fontWeight={600} noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
            {translate('app.title')}
          </Typography>
        </>
      )}
    </Box>
  );
};
