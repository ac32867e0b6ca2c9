import { Box } from '@mui/material';
import { Create, Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import type { Push } from '#contract/schemas/push';
import { ChooseApplicationAlert } from '../../shell/layout/ChooseApplicationAlert';
import { quiet } from '../../dataProvider/quiet';
import { useSession } from '../../shell/session/useSession';
import { pushDetailPath } from './paths';
import { DEFAULT_VALUES, pushPayload, type PushFormValues } from './payload';
import { PushInputs } from './PushInputs';

const NoBuilding = () => (
  <Box p={2}>
    <ChooseApplicationAlert />
  </Box>
);

/** 新建推送 (issue 18 push-add): on the selected building; then the push's detail page. */
export const PushCreate = () => {
  const { buildingId } = useSession();
  if (buildingId === null) return <NoBuilding />;
  return (
    <Create<Push>
      redirect={(_resource, id) => pushDetailPath(id ?? '')}
      mutationOptions={quiet}
      transform={(data: PushFormValues) => ({ ...pushPayload(data), buildingId })}
    >
      <SimpleForm defaultValues={DEFAULT_VALUES}>
        <PushInputs buildingId={buildingId} />
      </SimpleForm>
    </Create>
  );
};

const EditForm = () => {
  const record = useRecordContext<Push>();
  if (!record) return null;
  // A draft stays a draft unless the admin chooses otherwise; a scheduled push keeps its time.
  const defaults = { send: record.state === 'draft' ? 'draft' : 'at', audience: { ...record.audience, days: record.audience.days ?? 7 } };
  return (
    <SimpleForm defaultValues={defaults}>
      <PushInputs buildingId={record.buildingId} />
    </SimpleForm>
  );
};

/** 编辑推送 (issue 18 push-edit): drafts and scheduled pushes only (the server answers 10005 naming state otherwise). */
export const PushEdit = () => {
  const translate = useTranslate();
  return (
    <Edit<Push>
      title={translate('app.navigation.pages.push-edit')}
      mutationMode="pessimistic"
      mutationOptions={quiet}
      queryOptions={quiet}
      redirect={(_resource, id) => pushDetailPath(id ?? '')}
      transform={(data: PushFormValues) => pushPayload(data)}
    >
      <EditForm />
    </Edit>
  );
};
