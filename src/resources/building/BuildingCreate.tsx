import { Create, SimpleForm } from 'react-admin';
import { useIsPlatform } from '../admin/lookups';
import { BuildingInputs } from './BuildingInputs';
import { buildingPayload } from './payload';

/** The data provider already toasted the refusal; field errors show under the fields. */
const quiet = { onError: () => undefined };

const defaults = { appId: null, anchor: { lng: null, lat: null }, levels: [{ ordinal: 0, name: '', shortName: '' }] };

/** Building add (issue 5): a new building with its floors; its map is drawn or imported later. */
export const BuildingCreate = () => {
  const platform = useIsPlatform();
  return (
    <Create redirect="list" mutationOptions={quiet} transform={(data) => buildingPayload(data, platform)}>
      <SimpleForm defaultValues={defaults}>
        <BuildingInputs mode="create" />
      </SimpleForm>
    </Create>
  );
};
