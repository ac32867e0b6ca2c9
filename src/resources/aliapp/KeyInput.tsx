import { useState } from 'react';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import type { AliappDto } from '#contract/schemas/aliapp';

/**
 * A key field (issue 17): the server never returns keys, so a stored key shows as "set (fingerprint)" with a
 * Replace button; a new key is pasted into a multiline input (PEM or its base64 body).
 */
export const KeyInput = ({
  source,
  fingerprint,
}: {
  source: 'privateKey' | 'alipayPublicKey';
  fingerprint: 'privateKeyFingerprint' | 'alipayPublicKeyFingerprint';
}) => {
  const translate = useTranslate();
  const record = useRecordContext<AliappDto>();
  const stored = record?.[fingerprint];
  const [replacing, setReplacing] = useState(false);
  const { setValue } = useFormContext();
  const keep = () => {
    // The pasted text is dropped: the update sends no key and the stored one stays.
    setValue(source, '', { shouldDirty: true });
    setReplacing(false);
  };
  const label = translate(`resources.aliapp.fields.${source}`);
  if (stored && !replacing) {
    return (
      <Box sx={{ mt: 1, mb: 2 }} data-testid={`aliapp-${source}-set`}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
          <KeyOutlinedIcon fontSize="small" color="success" aria-hidden />
          <Typography variant="body2">{translate('app.aliapp.keySet', { fingerprint: stored })}</Typography>
          <Button size="small" variant="outlined" onClick={() => setReplacing(true)} aria-label={`${translate('app.aliapp.replace')} ${label}`}>
            {translate('app.aliapp.replace')}
          </Button>
        </Stack>
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      <TextInput
        source={source}
        multiline
        minRows={4}
        maxRows={10}
        fullWidth
        validate={stored ? undefined : required()}
        helperText={translate(source === 'privateKey' ? 'app.aliapp.privateKeyHelp' : 'app.aliapp.publicKeyHelp')}
        placeholder={source === 'privateKey' ? '-----BEGIN PRIVATE KEY-----' : '-----BEGIN PUBLIC KEY-----'}
        inputProps={{ spellCheck: false, autoComplete: 'off', style: { fontFamily: 'monospace', fontSize: 12 } }}
      />
      {stored && (
        <Button size="small" onClick={keep} sx={{ mt: -1, mb: 1 }}>
          {translate('app.aliapp.keep')}
        </Button>
      )}
    </Box>
  );
};
