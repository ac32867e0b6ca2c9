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

/**
 * One tag: a link to its full path; the active one in the theme colour with a dot; a close button
 * unless pinned. Issue 12: a list item holding the link and, beside it (not inside), a real button,
 * so both are reached by Tab and announced for what they are.
 */
export const TagItem = ({ tag, title, active, closeLabel, onClose, onContextMenu }: Props) => (
  <Box
    component="li"
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
      mt: '4px',
      ml: '5px',
      '&:last-of-type': { mr: '15px' },
      fontSize: 12,
      lineHeight: '26px',
      whiteSpace: 'nowrap',
      border: '1px solid',
      borderColor: active ? theme.palette.primary.main : '#d8dce5',
      color: active ? theme.palette.primary.contrastText : '#495060',
      backgroundColor: active ? theme.palette.primary.main : '#fff',
      borderRadius: '3px',
      '& a': { display: 'inline-flex', alignItems: 'center', px: 1, color: 'inherit', textDecoration: 'none', cursor: 'pointer' },
      '& a::before': active ? { content: '""', width: 8, height: 8, borderRadius: '50%', backgroundColor: '#fff', mr: '4px' } : {},
      '& a:not(:last-child)': { pr: 0 },
    })}
  >
    <Link to={tag.fullPath} aria-current={active ? 'page' : undefined}>
      {title}
    </Link>
    {!tag.pinned && (
      <Box
        component="button"
        type="button"
        aria-label={`${closeLabel} ${title}`}
        data-testid="tag-close"
        onClick={onClose}
        sx={{
          display: 'inline-flex',
          ml: '3px',
          mr: 1,
          p: 0,
          border: 0,
          color: 'inherit',
          backgroundColor: 'transparent',
          borderRadius: '50%',
          cursor: 'pointer',
          '&:hover': { backgroundColor: '#b4bccc', color: '#fff' },
        }}
      >
        <CloseIcon sx={{ fontSize: 12 }} />
      </Box>
    )}
  </Box>
);
