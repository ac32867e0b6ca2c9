import { useRef, useState } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../../dataProvider/ApiError';
import type { FieldError } from '../../dataProvider/envelope';
import { useSession } from '../../shell/session/useSession';
import { useCompanyChoices, useIsPlatform } from '../admin/lookups';
import { uploadImdf } from './imdfTransfer';
import { ImportProblems } from './ImportProblems';
import { ImportReport } from './ImportReport';
import { useCompanyApps } from './lookups';
import type { ImportResult } from './types';

const NO_APP = '';

/**
 * "导入 IMDF" (issue 5): an IMDF archive becomes a new building's draft. A refused archive (10005)
 * lists every problem here and keeps the chosen file, so the user can fix it and send it again.
 */
export const ImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const platform = useIsPlatform();
  const me = useSession().admin;
  const companies = useCompanyChoices();
  const [name, setName] = useState('');
  const [companyId, setCompanyId] = useState<number | ''>('');
  const [appId, setAppId] = useState<number | ''>(NO_APP);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<FieldError[] | null>(null);
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const owner = platform ? (companyId === '' ? null : companyId) : (me?.companyId ?? null);
  const apps = useCompanyApps(owner);

  const close = () => {
    if (sending) return;
    setName('');
    setCompanyId('');
    setAppId(NO_APP);
    setFile(null);
    setProblems(null);
    setMissing(false);
    setResult(null);
    onClose();
  };

  const send = async () => {
    setMissing(true);
    if (!file || (platform && companyId === '')) return;
    setSending(true);
    setProblems(null);
    try {
      const params = { name: name.trim() || undefined, companyId: platform ? companyId : undefined, appId: appId === NO_APP ? undefined : appId };
      setResult(await uploadImdf(file, params));
      refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 10005) {
        setProblems(error.errors.length > 0 ? error.errors : [{ field: file.name, message: error.message }]);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{translate('app.buildings.import.title')}</DialogTitle>
      <Box sx={{ height: 4 }}>{sending && <LinearProgress />}</Box>
      <DialogContent>
        {result ? (
          <ImportReport result={result} onOpen={close} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('app.buildings.import.intro')}
            </Typography>
            <TextField
              label={translate('app.buildings.import.name')}
              helperText={translate('app.buildings.import.name_hint')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              size="small"
            />
            {platform && (
              <TextField
                select
                required
                size="small"
                label={translate('resources.building.fields.companyId')}
                value={companyId}
                onChange={(event) => {
                  setCompanyId(Number(event.target.value));
                  setAppId(NO_APP);
                }}
                error={missing && companyId === ''}
                helperText={missing && companyId === '' ? translate('app.buildings.validation.company_required') : undefined}
              >
                {companies.map((company) => (
                  <MenuItem key={company.id} value={company.id}>
                    {company.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              size="small"
              label={translate('resources.building.fields.appId')}
              value={appId}
              onChange={(event) => setAppId(event.target.value === NO_APP ? NO_APP : Number(event.target.value))}
              disabled={owner === null}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value={NO_APP}>{translate('app.buildings.no_app')}</MenuItem>
              {(apps.data ?? []).map((app) => (
                <MenuItem key={app.id} value={app.id}>
                  {app.name}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction="row" spacing={2} alignItems="center">
              <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} sx={{ textTransform: 'none', flexShrink: 0 }}>
                {translate('app.buildings.import.choose')}
              </Button>
              <Typography variant="body2" data-testid="import-file-name" color={missing && !file ? 'error' : 'text.primary'} sx={{ wordBreak: 'break-all' }}>
                {file ? file.name : translate('app.buildings.import.no_file')}
              </Typography>
              <input
                ref={input}
                type="file"
                accept=".zip,application/zip"
                hidden
                data-testid="import-file"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setProblems(null);
                  event.target.value = '';
                }}
              />
            </Stack>
            {problems && <ImportProblems problems={problems} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          {translate(result ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {!result && (
          <Button variant="contained" onClick={() => void send()} disabled={sending}>
            {translate('app.buildings.import.send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
