import { Divider } from '@mui/material';
import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import type { AliappDto } from '#contract/schemas/aliapp';
import { quiet } from '../../dataProvider/quiet';
import { AliappInputs } from './AliappInputs';
import { QrcodePanel } from './QrcodePanel';
import { aliappPayload } from './payload';

const EditToolbar = () => {
  const record = useRecordContext<AliappDto>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        mutationOptions={quiet}
        confirmTitle="app.aliapp.deleteTitle"
        confirmContent="app.aliapp.deleteContent"
        translateOptions={{ name: record?.name ?? '' }}
      />
    </Toolbar>
  );
};

const Panel = () => {
  const record = useRecordContext<AliappDto>();
  return record ? <QrcodePanel record={record} /> : null;
};

/** 编辑支付宝小程序 (issue 17): its fields, keys shown as fingerprints, and the QR-code panel. */
export const AliappEdit = () => {
  const translate = useTranslate();
  return (
    <Edit<AliappDto>
      mutationMode="pessimistic"
      mutationOptions={quiet}
      queryOptions={quiet}
      redirect={false}
      transform={aliappPayload}
      title={translate('app.navigation.pages.aliapp-edit')}
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <AliappInputs />
      </SimpleForm>
      <Divider />
      <Panel />
    </Edit>
  );
};
