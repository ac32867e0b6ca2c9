import { Create, SimpleForm } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { useIsPlatform } from '../admin/lookups';
import { BuildingInputs } from './BuildingInputs';
import { buildingPayload } from './payload';

export const buildingDefaults = { appId: null, anchor: { lng: null, lat: null }, levels: [{ ordinal: 0, name: '', shortName: '' }] };

/** Building add (issue 5): a new building with its floors; its map is drawn or imported later. */
export const BuildingCreate = () => {
  const platform = useIsPlatform();
  return (
    <Create redirect="list" mutationOptions={quiet} transform={(data) => buildingPayload(data, platform)}>
      <SimpleForm defaultValues={buildingDefaults}>
        <BuildingInputs mode="create" />
      </SimpleForm>
    </Create>
  );
};
