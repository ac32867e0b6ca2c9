import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useUnreadCount } from '../pages/messages/useUnreadCount';

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
