import { useState, type DragEvent } from 'react';
import { Box, Chip, IconButton, List, ListItem, Stack, Switch, Tooltip, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslate } from 'react-admin';
import { iconOf } from './icons';
import type { Source } from './types';

interface Props {
  sources: readonly Source[];
  /** EDIT_SOURCE: drag handles, move, enable, edit and delete; without it the list only reads. */
  canEdit: boolean;
  typeName: (s: Source) => string;
  target: (s: Source) => string;
  onMove: (from: number, to: number) => void;
  onToggle: (index: number) => void;
  onEdit: (s: Source) => void;
  onDelete: (s: Source) => void;
}

/** The building's links in their order: drag a row (or use its up and down buttons) to reorder. */
export const SourceList = ({ sources, canEdit, typeName, target, onMove, onToggle, onEdit, onDelete }: Props) => {
  const translate = useTranslate();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) onMove(dragged, index);
    setDragged(null);
    setOver(null);
  };
  return (
    <List disablePadding aria-label={translate('app.sources.list')} data-testid="source-list">
      {sources.map((s, index) => {
        const Icon = iconOf(s.icon, s.type);
        const draggable = canEdit;
        return (
          <ListItem
            key={s.id}
            divider
            data-testid="source-row"
            draggable={draggable}
            onDragStart={draggable ? (event) => (event.dataTransfer.setData('text/plain', String(s.id)), setDragged(index)) : undefined}
            onDragOver={draggable ? (event) => (event.preventDefault(), setOver(index)) : undefined}
            onDragEnd={() => (setDragged(null), setOver(null))}
            onDrop={draggable ? drop(index) : undefined}
            sx={{
              gap: 1,
              py: 1,
              // A hidden link is marked by its chip and a greyed title, not by fading the row (its text keeps its contrast).
              opacity: dragged === index ? 0.5 : 1,
              // Where the dragged row will land: a line above or below this one.
              ...(over === index && dragged !== null && dragged !== index
                ? { [dragged > index ? 'borderTop' : 'borderBottom']: '2px solid', borderColor: 'primary.main' }
                : {}),
              flexWrap: { xs: 'wrap', md: 'nowrap' },
            }}
          >
            {canEdit && <DragIndicatorIcon sx={{ color: 'text.disabled', cursor: 'grab' }} aria-hidden data-testid="source-drag" />}
            <Icon color={s.enabled ? 'primary' : 'disabled'} aria-hidden />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body1" noWrap data-testid="source-row-title" color={s.enabled ? 'text.primary' : 'text.secondary'}>
                  {s.title}
                </Typography>
                <Chip size="small" variant="outlined" label={typeName(s)} />
                {!s.enabled && <Chip size="small" label={translate('app.sources.disabled')} />}
              </Stack>
              <Typography variant="body2" color="text.secondary" noWrap title={target(s)}>
                {target(s)}
              </Typography>
            </Box>
            {canEdit && (
              <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
                <Tooltip title={translate('app.sources.move_up')}>
                  <span>
                    <IconButton aria-label={`${translate('app.sources.move_up')}: ${s.title}`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={translate('app.sources.move_down')}>
                  <span>
                    <IconButton
                      aria-label={`${translate('app.sources.move_down')}: ${s.title}`}
                      disabled={index === sources.length - 1}
                      onClick={() => onMove(index, index + 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Switch
                  checked={s.enabled}
                  onChange={() => onToggle(index)}
                  slotProps={{ input: { 'aria-label': `${translate('app.sources.enabled')}: ${s.title}` } }}
                />
                <Tooltip title={translate('ra.action.edit')}>
                  <IconButton aria-label={`${translate('ra.action.edit')}: ${s.title}`} onClick={() => onEdit(s)}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={translate('ra.action.delete')}>
                  <IconButton aria-label={`${translate('ra.action.delete')}: ${s.title}`} onClick={() => onDelete(s)} color="error">
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            )}
          </ListItem>
        );
      })}
    </List>
  );
};
