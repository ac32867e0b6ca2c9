import { Create, SimpleForm } from 'react-admin';
import { DEFAULT_PAGE } from '#contract/endpoints/qrcode';
import { quiet } from '../../dataProvider/quiet';
import { useSession } from '../../shell/session/useSession';
import { QrcodeInputs } from './QrcodeInputs';
import { qrcodeAddPayload, type QrcodeFormValues } from './payload';
import { successPath } from './successPath';

const defaults: QrcodeFormValues = { kind: 'wechat', page: DEFAULT_PAGE, payload: '', batch: '', enabled: true, count: 1 };

/** 新增二维码 (spec §2 qrcode-add, issue 13): on the selected building; then the success page with the image. */
export const QrcodeCreate = () => {
  const { buildingId } = useSession();
  return (
    <Create
      redirect={(_resource, id) => successPath(id)}
      mutationOptions={quiet}
      transform={(data: QrcodeFormValues) => qrcodeAddPayload(data, buildingId ?? 0)}
    >
      <SimpleForm defaultValues={defaults}>
        <QrcodeInputs mode="create" />
      </SimpleForm>
    </Create>
  );
};
