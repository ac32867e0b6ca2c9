import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslate } from 'react-admin';
import { KEY_OVERLAP_HOURS } from '#contract/endpoints/app';
import type { AppKey } from '#contract/schemas/app';
import { OVERLAP_CHOICES, overlapLabel } from './model';

/** Rotating a key: how long the old key keeps working beside its successor (default 24 hours). */
export const RotateKeyDialog = ({
  target,
  busy,
  onCancel,
  onConfirm,
}: {
  target: AppKey | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (overlapHours: number) => void;
}) => {
  const translate = useTranslate();
  const [hours, setHours] = useState<number>(KEY_OVERLAP_HOURS.default);
  const label = (h: number) => {
    const { key, count } = overlapLabel(h);
    return translate(key, { smart_count: count });
  };
  return (
    <Dialog open={target !== null} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="app-key-rotate-title">
      <DialogTitle id="app-key-rotate-title">{translate('app.apps.keys.rotate_title', { prefix: target?.prefix ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.apps.keys.rotate_content')}</DialogContentText>
        <FormControl fullWidth size="small">
          <InputLabel id="app-key-overlap-label">{translate('app.apps.keys.overlap')}</InputLabel>
          <Select
            labelId="app-key-overlap-label"
            label={translate('app.apps.keys.overlap')}
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
            data-testid="app-key-overlap"
          >
            {OVERLAP_CHOICES.map((h) => (
              <MenuItem key={h} value={h}>
                {label(h)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => onConfirm(hours)} data-testid="app-key-rotate-confirm">
          {translate('app.apps.keys.rotate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
