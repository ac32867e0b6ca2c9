import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { Beacon } from '#contract/schemas/beacon';
import { quiet } from '../../dataProvider/quiet';
import { BeaconInputs } from './BeaconInputs';
import { beaconUpdatePayload, type BeaconFormValues } from './payload';

const BeaconToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={quiet}
      confirmTitle="app.beacons.delete_title"
      confirmContent="app.beacons.delete_content"
    />
  </Toolbar>
);

/** Beacon edit (issue 13): every writable field; retiring is choosing the lifecycle "retired" (or the list's button). */
export const BeaconEdit = () => (
  <Edit<Beacon>
    mutationMode="pessimistic"
    mutationOptions={quiet}
    queryOptions={quiet}
    redirect="list"
    transform={(data: BeaconFormValues) => beaconUpdatePayload(data)}
  >
    <SimpleForm toolbar={<BeaconToolbar />}>
      <BeaconInputs mode="edit" />
    </SimpleForm>
  </Edit>
);
