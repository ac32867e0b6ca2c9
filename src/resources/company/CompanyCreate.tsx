import { Create, SimpleForm } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { CompanyInputs } from './CompanyInputs';
import { companyPayload } from './payload';

/** company-add (issue 16). */
export const CompanyCreate = () => (
  <Create redirect="list" mutationOptions={quiet} transform={companyPayload}>
    <SimpleForm defaultValues={{ enabled: true, contact: '', bigLogo: '', smallLogo: '' }}>
      <CompanyInputs />
    </SimpleForm>
  </Create>
);
