import { Button } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../layout/EmptyState';

/** /nothing (spec §2): the chosen area has no page this admin may use. */
export const NothingPage = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.shell.nothing.title')} />
      <EmptyState
        variant="page"
        icon={SearchOffIcon}
        title="app.shell.nothing.title"
        text="app.shell.nothing.text"
        actions={
          <Button variant="contained" component={Link} to="/application">
            {translate('app.shell.nothing.back')}
          </Button>
        }
      />
    </>
  );
};
