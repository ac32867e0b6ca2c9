import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** /nothing (spec §2): the chosen area has no page this admin may use. */
export const NothingPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('app.shell.nothing.title')} />
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
        <CardContent sx={{ py: 5 }}>
          <SearchOffIcon color="disabled" sx={{ fontSize: 56, mb: 1 }} />
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('app.shell.nothing.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('app.shell.nothing.text')}
          </Typography>
          <Button variant="contained" component={Link} to="/application">
            {translate('app.shell.nothing.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
