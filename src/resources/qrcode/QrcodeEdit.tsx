import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { Qrcode } from '#contract/schemas/qrcode';
import { quiet } from '../../dataProvider/quiet';
import { QrcodeInputs } from './QrcodeInputs';
import { qrcodeUpdatePayload, type QrcodeFormValues } from './payload';

const QrcodeToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={quiet}
      confirmTitle="app.qrcodes.delete_title"
      confirmContent="app.qrcodes.delete_content"
    />
  </Toolbar>
);

/** 编辑二维码 (spec §2 qrcode-edit, issue 13): every writable field; the building and short code stay. */
export const QrcodeEdit = () => (
  <Edit<Qrcode>
    mutationMode="pessimistic"
    mutationOptions={quiet}
    queryOptions={quiet}
    redirect="list"
    transform={(data: QrcodeFormValues) => qrcodeUpdatePayload(data)}
  >
    <SimpleForm toolbar={<QrcodeToolbar />}>
      <QrcodeInputs mode="edit" />
    </SimpleForm>
  </Edit>
);
