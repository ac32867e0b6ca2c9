import BlockIcon from '@mui/icons-material/Block';
import { StatusPage } from './StatusPage';

/** A route the user may not use (spec §6): a 403 page inside the layout rather than a blank. */
export const ForbiddenPage = () => (
  <StatusPage
    code="403"
    title="app.navigation.forbidden.title"
    text="app.navigation.forbidden.text"
    icon={<BlockIcon color="disabled" sx={{ fontSize: 48 }} />}
  />
);
