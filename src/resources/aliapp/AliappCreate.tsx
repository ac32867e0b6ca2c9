import { Create, SimpleForm, useTranslate } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { AliappInputs } from './AliappInputs';
import { aliappPayload } from './payload';

/** 新增支付宝小程序 (issue 17): saved only once Alipay has accepted the appid and keys. */
export const AliappCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="edit" mutationOptions={quiet} transform={aliappPayload} title={translate('app.navigation.pages.aliapp-add')}>
      <SimpleForm defaultValues={{ appid: '', name: '', appId: '', privateKey: '', alipayPublicKey: '' }}>
        <AliappInputs />
      </SimpleForm>
    </Create>
  );
};
