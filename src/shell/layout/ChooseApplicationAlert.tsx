import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** A page that needs a chosen building says so, with the way to /application (spec §4); `message` is a key. */
export const ChooseApplicationAlert = ({ message = 'app.application.choose_first' }: { message?: string }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      action={
        <Button component={Link} to="/application" size="small">
          {translate('app.application.choose')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};
