import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ALIAPP_LIMITS, aliappApi } from '#contract/endpoints/aliapp';
import type { AliappDto, AliappQrcode } from '#contract/schemas/aliapp';
import { ApiError } from '../../dataProvider/ApiError';
import { call } from '../../dataProvider/httpClient';

/** Issue 17: a page path and start query → Alipay's QR code (alipay.open.app.qrcode.create), shown and downloadable. */
export const QrcodePanel = ({ record }: { record: AliappDto }) => {
  const translate = useTranslate();
  const [urlParam, setUrlParam] = useState('pages/index/index');
  const [queryParam, setQueryParam] = useState('');
  const [describe, setDescribe] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AliappQrcode | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');

  const draw = async () => {
    setBusy(true);
    setErrors({});
    setProblem('');
    try {
      setResult(await call(aliappApi.qrcode, { body: { id: record.id, urlParam, queryParam, describe }, silent: true }));
    } catch (error) {
      setResult(null);
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
        setProblem(error.errors.length ? '' : error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="aliapp-qrcode-title" sx={{ p: 2 }} data-testid="aliapp-qrcode">
      <Typography id="aliapp-qrcode-title" variant="h6" component="h2">
        {translate('app.aliapp.qrcode.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.aliapp.qrcode.hint')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
          <TextField
            label={translate('app.aliapp.qrcode.urlParam')}
            value={urlParam}
            onChange={(e) => setUrlParam(e.target.value)}
            error={Boolean(errors.urlParam)}
            helperText={errors.urlParam ?? translate('app.aliapp.qrcode.urlParamHelp')}
            inputProps={{ maxLength: ALIAPP_LIMITS.urlParam }}
            size="small"
          />
          <TextField
            label={translate('app.aliapp.qrcode.queryParam')}
            value={queryParam}
            onChange={(e) => setQueryParam(e.target.value)}
            error={Boolean(errors.queryParam)}
            helperText={errors.queryParam ?? translate('app.aliapp.qrcode.queryParamHelp')}
            inputProps={{ maxLength: ALIAPP_LIMITS.queryParam }}
            size="small"
          />
          <TextField
            label={translate('app.aliapp.qrcode.describe')}
            value={describe}
            onChange={(e) => setDescribe(e.target.value)}
            error={Boolean(errors.describe)}
            helperText={errors.describe ?? translate('app.aliapp.qrcode.describeHelp')}
            inputProps={{ maxLength: ALIAPP_LIMITS.describe }}
            size="small"
          />
          <Box>
            <Button variant="contained" startIcon={<QrCode2Icon />} onClick={draw} disabled={busy || !urlParam.trim()} data-testid="aliapp-qrcode-draw">
              {translate(busy ? 'app.aliapp.qrcode.drawing' : 'app.aliapp.qrcode.draw')}
            </Button>
          </Box>
          {problem && (
            <Typography role="alert" color="error" variant="body2" data-testid="aliapp-qrcode-error">
              {problem}
            </Typography>
          )}
        </Stack>
        {result && (
          <Stack spacing={1} alignItems="center">
            <Box
              component="img"
              src={result.image}
              alt={translate('app.aliapp.qrcode.alt', { page: urlParam })}
              sx={{ width: 220, height: 220, border: 1, borderColor: 'divider' }}
              data-testid="aliapp-qrcode-image"
            />
            <Button size="small" startIcon={<DownloadIcon />} component="a" href={result.image} download={`alipay-${record.appid}.png`}>
              {translate('app.aliapp.qrcode.download')}
            </Button>
            <Link href={result.qrCodeUrl} target="_blank" rel="noreferrer" variant="caption" sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
              {translate('app.aliapp.qrcode.link')}
            </Link>
          </Stack>
        )}
      </Stack>
    </Box>
  );
};
