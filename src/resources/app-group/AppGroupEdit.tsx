import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { AppGroupDto } from '#contract/schemas/appGroup';
import { quiet } from '../../dataProvider/quiet';
import { AppGroupInputs } from './AppGroupInputs';
import { appGroupPayload } from './payload';

const DeleteGroup = () => {
  const record = useRecordContext<AppGroupDto>();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={quiet}
      confirmTitle="app.appGroups.deleteTitle"
      confirmContent="app.appGroups.deleteContent"
      translateOptions={{ name: record?.name ?? '', smart_count: record?.appCount ?? 0 }}
    />
  );
};

const GroupToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteGroup />
  </Toolbar>
);

/** 应用分组 edit (issue 16): deleting a group (confirmed first) keeps its apps. */
export const AppGroupEdit = () => (
  <Edit<AppGroupDto> mutationMode="pessimistic" mutationOptions={quiet} queryOptions={quiet} redirect="list" transform={appGroupPayload}>
    <SimpleForm toolbar={<GroupToolbar />}>
      <AppGroupInputs />
    </SimpleForm>
  </Edit>
);
