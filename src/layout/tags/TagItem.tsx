import type { MouseEvent } from 'react';
import { Box } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link } from 'react-router-dom';
import type { Tag } from './tagsReducer';

interface Props {
  tag: Tag;
  title: string;
  active: boolean;
  closeLabel: string;
  onClose: () => void;
  onContextMenu: (event: MouseEvent) => void;
}

/** One tag: a link to its full path; the active one in the theme colour with a dot; a close button unless pinned. */
export const TagItem = ({ tag, title, active, closeLabel, onClose, onContextMenu }: Props) => (
  <Box
    component={Link}
    to={tag.fullPath}
    data-testid="tag"
    data-path={tag.path}
    data-active={active}
    data-pinned={tag.pinned}
    onContextMenu={onContextMenu}
    // Middle button: close (spec §2), and keep the browser from opening a new tab or auto-scrolling.
    onMouseDown={(event: MouseEvent) => event.button === 1 && event.preventDefault()}
    onAuxClick={(event: MouseEvent) => {
      if (event.button !== 1) return;
      event.preventDefault();
      if (!tag.pinned) onClose();
    }}
    sx={(theme) => ({
      display: 'inline-flex',
      alignItems: 'center',
      height: 26,
      px: 1,
      mt: '4px',
      ml: '5px',
      '&:last-of-type': { mr: '15px' },
      fontSize: 12,
      lineHeight: '26px',
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      border: '1px solid',
      borderColor: active ? theme.palette.primary.main : '#d8dce5',
      color: active ? theme.palette.primary.contrastText : '#495060',
      backgroundColor: active ? theme.palette.primary.main : '#fff',
      borderRadius: '3px',
      cursor: 'pointer',
      '&::before': active ? { content: '""', width: 8, height: 8, borderRadius: '50%', backgroundColor: '#fff', mr: '4px' } : {},
    })}
  >
    {title}
    {!tag.pinned && (
      <Box
        component="span"
        role="button"
        aria-label={`${closeLabel} ${title}`}
        data-testid="tag-close"
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }}
        sx={{ display: 'inline-flex', ml: '3px', borderRadius: '50%', '&:hover': { backgroundColor: '#b4bccc', color: '#fff' } }}
      >
        <CloseIcon sx={{ fontSize: 12 }} />
      </Box>
    )}
  </Box>
);
