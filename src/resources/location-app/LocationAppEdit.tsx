import { Box, Divider } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { AppDetail } from '#contract/schemas/app';
import { quiet } from '../../dataProvider/quiet';
import { AppKeysPanel } from './AppKeysPanel';
import { ConfigPreviewPanel } from './ConfigPreviewPanel';
import { LocationAppInputs } from './LocationAppInputs';
import { appUpdatePayload, type AppFormValues } from './model';

/** The keys and the getConfig preview of the app being edited (outside its form: they act at once). */
const Panels = () => {
  const record = useRecordContext<AppDetail>();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <AppKeysPanel appId={record.id} />
      <ConfigPreviewPanel app={record} />
    </Box>
  );
};

/** 编辑定位应用 (spec §2 location-app-edit, issue 16): the app, its keys, what its getConfig answers. No delete: apps in the field depend on it. */
export const LocationAppEdit = () => (
  <Edit<AppDetail>
    mutationMode="pessimistic"
    mutationOptions={quiet}
    queryOptions={quiet}
    redirect={false}
    transform={(data: AppFormValues, options?: { previousData?: AppFormValues }) => appUpdatePayload(data, options?.previousData)}
  >
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <LocationAppInputs />
    </SimpleForm>
    <Panels />
  </Edit>
);
