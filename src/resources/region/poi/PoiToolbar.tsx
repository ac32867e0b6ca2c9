import { Box, Button, Chip, Divider, Stack, Tooltip } from '@mui/material';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import HistoryIcon from '@mui/icons-material/History';
import RestoreIcon from '@mui/icons-material/Restore';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslate } from 'react-admin';
import type { PoiEditor } from './usePoiEditor';

interface Props {
  editor: PoiEditor;
  onDiscard: () => void;
  onHistory: () => void;
  onTypes: () => void;
}

/** 新增 · 删除 · 撤销 · 保存 (n 项修改) · 放弃修改, then the history drawer and the POI types dialog. */
export const PoiToolbar = ({ editor, onDiscard, onHistory, onTypes }: Props) => {
  const translate = useTranslate();
  const { count, busy, selected, placing, canUndo } = editor;
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
      sx={{ mb: 1.5 }}
      role="toolbar"
      aria-label={translate('app.pois.toolbar')}
    >
      <Button
        variant={placing ? 'contained' : 'outlined'}
        size="small"
        startIcon={<AddLocationAltOutlinedIcon />}
        onClick={() => editor.setPlacing(!placing)}
        aria-pressed={placing}
        data-testid="poi-add"
      >
        {translate('app.pois.add')}
      </Button>
      <Tooltip title={translate('app.pois.delete_hint')}>
        <span>
          <Button
            size="small"
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlineIcon />}
            disabled={!selected || busy}
            onClick={() => selected && editor.remove(selected.id)}
          >
            {translate('app.pois.delete')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={translate('app.pois.undo_hint')}>
        <span>
          <Button size="small" variant="outlined" startIcon={<UndoIcon />} disabled={!canUndo || busy} onClick={editor.undo}>
            {translate('app.pois.undo')}
          </Button>
        </span>
      </Tooltip>
      <Divider orientation="vertical" flexItem />
      <Button
        size="small"
        variant="contained"
        startIcon={<SaveOutlinedIcon />}
        disabled={count === 0 || busy || editor.revision === null}
        onClick={() => void editor.save()}
        data-testid="poi-save"
      >
        {translate('app.pois.save', { smart_count: count })}
      </Button>
      <Button size="small" startIcon={<RestoreIcon />} disabled={count === 0 || busy} onClick={onDiscard}>
        {translate('app.pois.discard')}
      </Button>
      {count > 0 && (
        <Chip size="small" color="warning" variant="outlined" label={translate('app.pois.unsaved', { smart_count: count })} data-testid="poi-unsaved" />
      )}
      <Box sx={{ flex: 1 }} />
      <Button size="small" startIcon={<CategoryOutlinedIcon />} onClick={onTypes}>
        {translate('app.pois.types.title')}
      </Button>
      <Button size="small" startIcon={<HistoryIcon />} onClick={onHistory}>
        {translate('app.pois.history.title')}
      </Button>
    </Stack>
  );
};
