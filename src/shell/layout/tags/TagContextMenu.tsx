import { ClickAwayListener, MenuItem, MenuList, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Tag } from './tagsReducer';

/** Spec §9: the tab context menu is 105 px wide. */
export const CONTEXT_MENU_WIDTH = 105;

export interface MenuPosition {
  left: number;
  top: number;
}

interface Props {
  tag: Tag;
  position: MenuPosition;
  onRefresh: () => void;
  onClose: () => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
  onDismiss: () => void;
}

/** Refresh, Close (not for pinned tags), Close Others, Close All; placed by the bar so it stays inside it. */
export const TagContextMenu = ({ tag, position, onRefresh, onClose, onCloseOthers, onCloseAll, onDismiss }: Props) => {
  const translate = useTranslate();
  const run = (action: () => void) => () => {
    onDismiss();
    action();
  };
  return (
    <ClickAwayListener onClickAway={onDismiss}>
      <Paper
        elevation={3}
        data-testid="tag-context-menu"
        sx={{ position: 'absolute', left: position.left, top: position.top, width: CONTEXT_MENU_WIDTH, zIndex: (theme) => theme.zIndex.modal, borderRadius: 1 }}
        onKeyDown={(event) => event.key === 'Escape' && onDismiss()}
      >
        <MenuList dense autoFocusItem sx={{ py: 0.5 }}>
          <MenuItem onClick={run(onRefresh)} sx={{ fontSize: 12 }}>
            {translate('app.layout.tags.refresh')}
          </MenuItem>
          {!tag.pinned && (
            <MenuItem onClick={run(onClose)} sx={{ fontSize: 12 }}>
              {translate('app.layout.tags.close')}
            </MenuItem>
          )}
          <MenuItem onClick={run(onCloseOthers)} sx={{ fontSize: 12 }}>
            {translate('app.layout.tags.close_others')}
          </MenuItem>
          <MenuItem onClick={run(onCloseAll)} sx={{ fontSize: 12 }}>
            {translate('app.layout.tags.close_all')}
          </MenuItem>
        </MenuList>
      </Paper>
    </ClickAwayListener>
  );
};

/** Where the menu opens: right of the pointer, pulled back so its 105 px never leave the bar. */
export const menuPosition = (clientX: number, clientY: number, bar: { left: number; top: number; width: number }): MenuPosition => ({
  left: Math.max(0, Math.min(clientX - bar.left + 15, bar.width - CONTEXT_MENU_WIDTH)),
  top: clientY - bar.top,
});
