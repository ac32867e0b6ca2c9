import { Create, SimpleForm } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { buildingDefaults } from '../building/BuildingCreate';
import { BuildingInputs } from '../building/BuildingInputs';
import { buildingPayload } from '../building/payload';
import { CompanyFrame } from './CompanyFrame';

/** company-buildings-add (spec §2, issue 16): a new building of this company; back to its buildings when saved. */
export const CompanyBuildingAdd = () => (
  <CompanyFrame title="app.navigation.pages.company-buildings-add">
    {(company) => (
      <Create
        resource="building"
        redirect={() => `company/company-buildings/${company.id}`}
        mutationOptions={quiet}
        transform={(data) => buildingPayload(data, true)}
        title={false}
      >
        <SimpleForm defaultValues={{ ...buildingDefaults, companyId: company.id }}>
          <BuildingInputs mode="create" />
        </SimpleForm>
      </Create>
    )}
  </CompanyFrame>
);
