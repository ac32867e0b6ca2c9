import { createElement, type ComponentType, type ReactElement } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useTranslate } from 'react-admin';

/** The placeholder of a business screen a later issue builds; it sits behind its real permission and menu entry. */
export const ComingPage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }} data-testid="coming-page">
      <Title title={translate(title)} />
      <Card sx={{ maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
        <CardContent sx={{ py: 5 }}>
          <ConstructionIcon color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h5" component="h2" gutterBottom>
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

/** A placeholder element for a custom page. */
export const coming = (title: string): ReactElement => createElement(ComingPage, { title });

/** A placeholder component for a react-admin view (views take no props). */
export const comingView = (title: string): ComponentType => {
  const View = () => createElement(ComingPage, { title });
  View.displayName = `Coming(${title})`;
  return View;
};
