import SearchOffIcon from '@mui/icons-material/SearchOff';
import { StatusPage } from './StatusPage';

/** Unknown paths (react-admin `catchAll`): a 404 page inside the layout. */
export const NotFoundPage = () => (
  <StatusPage
    code="404"
    title="app.navigation.not_found.title"
    text="app.navigation.not_found.text"
    icon={<SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />}
  />
);
