import { Create, SimpleForm } from 'react-admin';
import { quiet } from '../../dataProvider/quiet';
import { useSession } from '../../shell/session/useSession';
import { BeaconInputs } from './BeaconInputs';
import { beaconAddPayload, type BeaconFormValues } from './payload';

const defaults: BeaconFormValues = {
  lifecycle: 'planned',
  measuredPower: -59,
  txPower: 0,
  intervalMs: 1000,
  externalPower: false,
  firmware: '',
  installedBy: '',
};

/** Beacon add (issue 13): on the selected building; the server's field errors show under the fields. */
export const BeaconCreate = () => {
  const { buildingId } = useSession();
  return (
    <Create redirect="list" mutationOptions={quiet} transform={(data: BeaconFormValues) => beaconAddPayload(data, buildingId ?? 0)}>
      <SimpleForm defaultValues={defaults}>
        <BeaconInputs mode="create" />
      </SimpleForm>
    </Create>
  );
};
