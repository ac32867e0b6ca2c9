import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { deletePoiType, refreshPoiTypes } from './api';
import { PoiTypeIcon } from './poiIcons';
import { PoiTypeForm } from './PoiTypeForm';
import type { PoiTypeRecord } from './types';

interface Props {
  open: boolean;
  onClose: () => void;
  buildingId: number;
  types: readonly PoiTypeRecord[];
}

/** POI 类型: the building's types (name, English name, icon, colour, order); a type still used cannot be deleted. */
export const PoiTypesDialog = ({ open, onClose, buildingId, types }: Props) => {
  const translate = useTranslate();
  const client = useQueryClient();
  const [editing, setEditing] = useState<PoiTypeRecord | 'new' | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const label = (key: string) => translate(`app.pois.types.fields.${key}`);
  const nextSort = types.reduce((max, type, index) => Math.max(max, (type.sort ?? index) + 1), 0);

  const saved = async () => {
    setEditing(null);
    setMessage(null);
    await refreshPoiTypes(client, buildingId);
  };

  const remove = async (id: number) => {
    setConfirming(null);
    try {
      await deletePoiType(id);
      setMessage(null);
      await refreshPoiTypes(client, buildingId);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="poi-types-title">
      <DialogTitle id="poi-types-title">{translate('app.pois.types.title')}</DialogTitle>
      <DialogContent dividers data-testid="poi-types">
        {message && (
          <Alert severity="error" onClose={() => setMessage(null)} sx={{ mb: 2 }} data-testid="poi-types-error">
            {message}
          </Alert>
        )}
        {types.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.pois.types.empty')}
          </Typography>
        ) : (
          <Table size="small" sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{label('icon')}</TableCell>
                <TableCell>{label('name')}</TableCell>
                <TableCell>{label('nameEn')}</TableCell>
                <TableCell>{label('color')}</TableCell>
                <TableCell align="right">{label('sort')}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {types.map((type, index) => (
                <TableRow key={type.id} data-testid="poi-type-row" selected={editing !== 'new' && editing?.id === type.id}>
                  <TableCell>
                    <PoiTypeIcon icon={type.icon} color={type.color} iconUrl={type.iconUrl} />
                  </TableCell>
                  <TableCell>{type.name}</TableCell>
                  <TableCell>{type.nameEn || '—'}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: type.color, border: '1px solid rgba(0,0,0,0.2)' }} />
                      <span>{type.color}</span>
                    </Stack>
                  </TableCell>
                  <TableCell align="right">{type.sort ?? index}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {confirming === type.id ? (
                      <>
                        <Button size="small" color="error" onClick={() => void remove(type.id)}>
                          {translate('app.pois.types.confirm_delete')}
                        </Button>
                        <Button size="small" onClick={() => setConfirming(null)}>
                          {translate('ra.action.cancel')}
                        </Button>
                      </>
                    ) : (
                      <>
                        <Tooltip title={translate('ra.action.edit')}>
                          <IconButton size="small" onClick={() => setEditing(type)} aria-label={`${translate('ra.action.edit')} ${type.name}`}>
                            <EditOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={translate('ra.action.delete')}>
                          <IconButton size="small" onClick={() => setConfirming(type.id)} aria-label={`${translate('ra.action.delete')} ${type.name}`}>
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {editing ? (
          <PoiTypeForm
            key={editing === 'new' ? 'new' : editing.id}
            buildingId={buildingId}
            type={editing === 'new' ? null : editing}
            nextSort={nextSort}
            onSaved={() => void saved()}
            onCancel={() => setEditing(null)}
            onError={setMessage}
          />
        ) : (
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('app.pois.types.add')}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
