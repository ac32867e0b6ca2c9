import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';

interface StatusPageProps {
  code: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** The 403 and 404 pages inside the layout: a code, why, and the ways back. */
export const StatusPage = ({ code, title, text, icon }: StatusPageProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: 2 }} data-testid={`status-page-${code}`}>
      <Title title={translate(title)} />
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
        <CardContent sx={{ py: 5 }}>
          {icon}
          <Typography variant="h3" component="p" color="primary" fontWeight={700}>
            {code}
          </Typography>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate(title)}
          </Typography>
          <Typography color="text.secondary">{translate(text)}</Typography>
          <Stack direction="row" spacing={1} justifyContent="center" sx={{ mt: 3 }}>
            <Button variant="outlined" onClick={() => navigate(-1)}>
              {translate('app.navigation.back')}
            </Button>
            <Button variant="contained" component={Link} to="/">
              {translate('app.navigation.home')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
