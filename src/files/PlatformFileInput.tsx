import { useId, useRef, useState } from 'react';
import { Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { PlatformFilePurpose } from '#contract/endpoints/platformFile';
import { ApiError } from '../dataProvider/ApiError';
import { acceptFor, rulesOf, uploadPlatformFile } from './platformFile';

interface Props {
  purpose: PlatformFilePurpose;
  /** The building the file is for (POI type icons, imports). */
  buildingId?: number;
  /** The current file's URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  label: string;
  /** A message about the value from the form's own save (e.g. the server refusing it). */
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

const CHECKERBOARD = 'repeating-conic-gradient(#e0e0e0 0% 25%, #ffffff 0% 50%) 50% / 12px 12px';

/**
 * Issue 13: an image chosen from the computer, uploaded at once through platform-file/add, shown as a preview;
 * the value is the stored file's URL. The server judges the file (type by its bytes, size per purpose): its
 * message appears under the input, and the previous value is kept.
 */
export const PlatformFileInput = ({ purpose, buildingId, value, onChange, label, error, helperText, disabled }: Props) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rules = rulesOf(purpose);
  const shown = problem ?? error;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const stored = await uploadPlatformFile(file, purpose, buildingId);
      onChange(stored.url);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setProblem(failure.errors?.[0]?.message ?? failure.message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box data-testid={`platform-file-${purpose}`}>
      <Typography component="label" htmlFor={id} variant="body2" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1.5} alignItems="center">
        <Box
          sx={{
            width: 48,
            height: 48,
            flex: 'none',
            borderRadius: 1,
            border: 1,
            borderColor: shown ? 'error.main' : 'divider',
            background: value ? CHECKERBOARD : undefined,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {busy ? (
            <CircularProgress size={20} aria-label={translate('app.files.uploading')} />
          ) : value ? (
            <Box
              component="img"
              src={value}
              alt={translate('app.files.preview')}
              data-testid="platform-file-preview"
              sx={{ maxWidth: '100%', maxHeight: '100%' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', px: 0.5, lineHeight: 1.2 }}>
              {translate('app.files.none')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button size="small" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled || busy} onClick={() => input.current?.click()}>
            {translate(value ? 'app.files.replace' : 'app.files.upload')}
          </Button>
          {value && (
            <Button size="small" disabled={disabled || busy} onClick={() => onChange('')}>
              {translate('app.files.remove')}
            </Button>
          )}
        </Stack>
        <input
          ref={input}
          id={id}
          type="file"
          hidden
          accept={acceptFor(purpose)}
          data-testid="platform-file-input"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </Stack>
      <FormHelperText error={!!shown} role={shown ? 'alert' : undefined} data-testid="platform-file-message">
        {shown ?? helperText ?? translate('app.files.hint', rules)}
      </FormHelperText>
    </Box>
  );
};
