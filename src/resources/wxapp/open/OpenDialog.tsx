import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { WX_LIMITS, wxOpenApi } from '#contract/endpoints/wxapp';
import type { WxOpenDto } from '#contract/schemas/wxapp';
import { ApiError } from '../../../dataProvider/ApiError';
import { call } from '../../../dataProvider/httpClient';

type Field = 'name' | 'componentAppid' | 'secret' | 'token' | 'aesKey';
const SECRETS = ['secret', 'token', 'aesKey'] as const;
const MASKED = { secret: 'secretMasked', token: 'tokenMasked', aesKey: 'aesKeyMasked' } as const;

/**
 * Issue 17 开放平台 add / edit: name, AppID (fixed once added), AppSecret, 消息校验 Token and 消息加解密 Key. When editing,
 * the secrets show masked and go to the server only when typed anew; the server's 10005 / 10006 show under their fields.
 */
export const OpenDialog = ({ record, onClose, onSaved }: { record: WxOpenDto | null; onClose: () => void; onSaved: (saved: WxOpenDto) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const editing = record !== null;
  const [values, setValues] = useState<Record<Field, string>>({
    name: record?.name ?? '',
    componentAppid: record?.componentAppid ?? '',
    secret: '',
    token: '',
    aesKey: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const typed = Object.fromEntries(SECRETS.filter((k) => values[k] !== '').map((k) => [k, values[k]]));
      const saved = editing
        ? await call(wxOpenApi.update, { body: { id: record.id, name: values.name, ...typed }, silent: true })
        : await call(wxOpenApi.add, { body: { ...values }, silent: true });
      notify('app.wxapp.open.saved', { type: 'success' });
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length) {
        const found: Partial<Record<Field, string>> = {};
        for (const e of error.errors) found[e.field as Field] ??= e.message;
        setErrors(found);
      } else notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const input = (field: Field, help: string, extra: { readOnly?: boolean; required?: boolean } = {}) => (
    <TextField
      key={field}
      id={`wx-open-${field}`}
      label={translate(`app.wxapp.open.${field}`)}
      value={values[field]}
      onChange={(e) => setValues({ ...values, [field]: e.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? help}
      autoComplete="off"
      fullWidth
      size="small"
      required={extra.required}
      slotProps={{ htmlInput: { readOnly: extra.readOnly, maxLength: field === 'name' ? WX_LIMITS.name + 10 : 200, 'data-testid': `wx-open-${field}` } }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="wx-open-dialog-title">
      <DialogTitle id="wx-open-dialog-title">
        {editing ? translate('app.wxapp.open.editTitle', { name: record.name }) : translate('app.wxapp.open.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {input('name', '', { required: true })}
          {input('componentAppid', editing ? translate('app.wxapp.open.appidFixed') : 'wx…', { readOnly: editing, required: !editing })}
          {SECRETS.map((k) =>
            input(k, editing ? translate('app.wxapp.open.keepSecret', { masked: record[MASKED[k]] }) : translate(`app.wxapp.open.${k}Help`), {
              required: !editing,
            }),
          )}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.wxapp.open.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving} data-testid="wx-open-save">
          {translate('app.wxapp.open.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
