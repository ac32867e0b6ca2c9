import { Box, Button, Paper, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslate } from 'react-admin';

/** What a page that failed to render shows: the cause and a way to try again; the details are in the error log. */
export const PageError = ({ error, onRetry }: { error: Error; onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" role="alert" sx={{ m: 2, p: 4, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
      <Typography variant="h6" gutterBottom>
        {translate('app.layout.error.page_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, wordBreak: 'break-word' }}>
        {error.message}
      </Typography>
      <Box>
        <Button variant="contained" onClick={onRetry}>
          {translate('app.layout.error.retry')}
        </Button>
      </Box>
    </Paper>
  );
};
