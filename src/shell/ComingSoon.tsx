import { Box, Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useTranslate } from 'react-admin';

/** Placeholder for the shell pages issue 3 builds (/account, /about, /message). */
export const ComingSoon = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate(title)} />
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
        <CardContent sx={{ py: 5 }}>
          <ConstructionIcon color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          <Typography variant="h6" color="primary" gutterBottom>
            {translate('app.coming.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.coming.text')}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
