import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The unread count; the message centre (issue 3) replaces this with GET /api/location/message calls. */
export const useUnreadCount = (): number => 0;

/** Spec §1: the message-centre link with an unread-count badge. */
export const MessageLink = () => {
  const translate = useTranslate();
  const unread = useUnreadCount();
  const label = translate('app.header.messages');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to="/message" aria-label={label} color="inherit">
        <Badge badgeContent={unread} color="error" max={99} data-testid="message-badge" data-count={unread}>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};
