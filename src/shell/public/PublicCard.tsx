import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import { useTranslate } from 'react-admin';

/** The centred, branded card of the public pages (login, find-password, token-login). */
export const PublicCard = ({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, background: 'linear-gradient(135deg, #2d3a4b 0%, #3a72ed 100%)' }}>
      <Card sx={{ width: '100%', maxWidth: 400, borderRadius: 3, boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)' }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 3 }}>
            <Box sx={{ width: 56, height: 56, borderRadius: '50%', bgcolor: 'primary.main', color: 'common.white', display: 'flex', alignItems: 'center', justifyContent: 'center', mb: 1.5 }}>
              <PlaceIcon fontSize="large" />
            </Box>
            <Typography variant="h5" component="h1" fontWeight={600} textAlign="center">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" textAlign="center">
              {subtitle ?? translate('app.title')}
            </Typography>
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
