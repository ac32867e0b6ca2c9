import { useState, type MouseEvent } from 'react';
import { Avatar, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { displayName } from '../session/displayName';
import { useSession } from '../session/useSession';

/** Spec §1: the display name (e-mail before the @) opening 个人中心 / 关于 / 退出登录. */
export const HeaderUserMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { admin, company } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = admin ? displayName(admin.email) : '';
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'header-user-menu' : undefined}
        startIcon={
          <Avatar src={company?.smallLogo ?? undefined} alt={name} sx={{ width: 28, height: 28 }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
        }
        endIcon={<ArrowDropDownIcon />}
        sx={{ textTransform: 'none', ml: 0.5, px: 0.75, flexShrink: 0, '& .MuiButton-startIcon': { mr: 0.5 }, '& .MuiButton-endIcon': { ml: 0 } }}
      >
        <span data-testid="header-display-name">{name}</span>
      </Button>
      <Menu
        id="header-user-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={Link} to="/account" onClick={close}>
          <ListItemIcon>
            <AccountCircleOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.header.account')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to="/about" onClick={close}>
          <ListItemIcon>
            <InfoOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.header.about')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.header.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};
