import { useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, GlobalStyles, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ListOutlinedIcon from '@mui/icons-material/ListOutlined';
import { Button, Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MINI_CODE_WIDTH } from '#contract/endpoints/qrcode';
import type { Qrcode } from '#contract/schemas/qrcode';
import { saveBlob } from '../../dataProvider/fileTransfer';
import { quiet } from '../../dataProvider/quiet';
import { FactList } from '../../shell/layout/FactList';
import { WIDTHS } from './payload';
import { useMiniCode } from './useMiniCode';

// Printing shows the code and its caption only.
const printOnly = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#qrcode-print, #qrcode-print *': { visibility: 'visible' },
        '#qrcode-print': { position: 'absolute', left: 0, top: 0 },
      },
    }}
  />
);

const Details = ({ code }: { code: Qrcode }) => {
  const translate = useTranslate();
  const rows: Array<[string, string]> = [
    ['app.qrcodes.place', [code.buildingName, code.levelName].filter(Boolean).join(' · ')],
    ['resources.qrcode.fields.kind', translate(`app.qrcodes.kind.${code.kind}`)],
    ['resources.qrcode.fields.page', code.page],
    ['resources.qrcode.fields.scene', code.scene],
    ['resources.qrcode.fields.batch', code.batch || '—'],
  ];
  return <FactList facts={rows.map(([label, value]) => ({ label: translate(label), value }))} />;
};

const CodeImage = ({ code }: { code: Qrcode }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [width, setWidth] = useState<number>(MINI_CODE_WIDTH.default);
  const image = useMiniCode(code.id, width);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} alignItems="flex-start">
      <Box id="qrcode-print" sx={{ textAlign: 'center', width: 300 }}>
        <Box sx={{ width: 290, height: 290, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, mx: 'auto' }}>
          {image.loading && <CircularProgress size={32} />}
          {image.url && (
            <img src={image.url} alt={translate('app.qrcodes.image_alt', { name: code.name })} width={280} height={280} data-testid="qrcode-image" />
          )}
        </Box>
        <Typography variant="subtitle1" sx={{ mt: 1 }}>
          {code.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[code.buildingName, code.levelName].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Stack spacing={2} sx={{ minWidth: 280, maxWidth: 520 }}>
        {image.error && (
          <Alert severity="error" data-testid="qrcode-image-error">
            {image.error}
          </Alert>
        )}
        <Details code={code} />
        <TextField
          select
          size="small"
          label={translate('app.qrcodes.width')}
          value={width}
          onChange={(event) => setWidth(Number(event.target.value))}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'qrcode-width' } }}
        >
          {WIDTHS.map((w) => (
            <MenuItem key={w} value={w}>
              {translate('app.qrcodes.width_px', { width: w })}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            label="app.qrcodes.download"
            disabled={!image.blob}
            onClick={() => image.blob && saveBlob(image.blob, `qrcode-${code.id}-${width}.png`)}
            data-testid="qrcode-download"
          >
            <DownloadOutlinedIcon />
          </Button>
          <Button variant="outlined" label="app.qrcodes.print" disabled={!image.url} onClick={() => window.print()}>
            <PrintOutlinedIcon />
          </Button>
          <Button label="app.qrcodes.back_to_list" onClick={() => navigate('/qrcode')}>
            <ListOutlinedIcon />
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
};

/** 二维码生成成功 (spec §2 qrcode-success, issue 13): the code's image, a width choice, download PNG at that width, print. */
export const QrcodeSuccess = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data: code, isPending, error } = useGetOne<Qrcode>('qrcode', { id }, { enabled: valid, ...quiet });
  return (
    <Card sx={{ mt: 2 }}>
      {printOnly}
      <Title title={translate('app.navigation.pages.qrcode-success')} />
      <CardContent>
        {!valid || error ? (
          <Alert severity="warning">{translate('app.qrcodes.not_found')}</Alert>
        ) : isPending || !code ? (
          <Loading />
        ) : (
          <CodeImage code={code} />
        )}
      </CardContent>
    </Card>
  );
};
