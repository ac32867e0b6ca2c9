import { DeleteWithConfirmButton, Edit, SimpleForm, Toolbar, TopToolbar, useRecordContext } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { CompanyInputs } from './CompanyInputs';
import { CompanyLinks } from './CompanyLinks';
import { CompanySaveButton } from './CompanySaveButton';
import { companyPayload } from './payload';
import type { CompanyRecord } from './types';

const DeleteCompany = () => {
  const record = useRecordContext<CompanyRecord>();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={quiet}
      confirmTitle="app.companies.deleteTitle"
      confirmContent="app.companies.deleteContent"
      translateOptions={{ name: record?.name ?? '' }}
    />
  );
};

const CompanyToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <CompanySaveButton />
    <DeleteCompany />
  </Toolbar>
);

/** company-edit (issue 16): switching a company off is confirmed first; deleting is refused while it owns anything. */
export const CompanyEdit = () => (
  <Edit<CompanyRecord>
    mutationMode="pessimistic"
    mutationOptions={quiet}
    queryOptions={quiet}
    redirect="list"
    transform={companyPayload}
    actions={
      <TopToolbar>
        <CompanyLinks />
      </TopToolbar>
    }
  >
    <SimpleForm toolbar={<CompanyToolbar />}>
      <CompanyInputs />
    </SimpleForm>
  </Edit>
);
