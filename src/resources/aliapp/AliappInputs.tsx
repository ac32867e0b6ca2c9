import { Stack } from '@mui/material';
import { SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { ALIAPP_LIMITS } from '#contract/endpoints/aliapp';
import { useAppChoices } from '../app-group/lookups';
import { KeyInput } from './KeyInput';

/** 支付宝小程序 add / edit (issue 17): appid, name, the linked location app and the two keys; the server checks them with Alipay. */
export const AliappInputs = () => {
  const translate = useTranslate();
  const { data: apps = [], isPending } = useAppChoices();
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 720 }}>
      <TextInput source="appid" validate={required()} helperText={translate('app.aliapp.appidHelp')} inputProps={{ inputMode: 'numeric', maxLength: 20 }} />
      <TextInput
        source="name"
        validate={required()}
        helperText={translate('app.aliapp.nameHelp', { max: ALIAPP_LIMITS.name })}
        inputProps={{ maxLength: ALIAPP_LIMITS.name + 10 }}
      />
      <SelectInput
        source="appId"
        choices={apps}
        isPending={isPending}
        emptyText={translate('app.aliapp.noApp')}
        helperText={translate('app.aliapp.appHelp')}
        sx={{ minWidth: 320 }}
      />
      <KeyInput source="privateKey" fingerprint="privateKeyFingerprint" />
      <KeyInput source="alipayPublicKey" fingerprint="alipayPublicKeyFingerprint" />
    </Stack>
  );
};
