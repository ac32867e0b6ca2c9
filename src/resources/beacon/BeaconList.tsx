import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, SelectInput, Title, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import type { Beacon } from '#contract/schemas/beacon';
import { BEACON_HEALTHS, BEACON_LIFECYCLES } from './choices';
import { ChooseApplicationAlert } from '../../shell/layout/ChooseApplicationAlert';
import { quiet } from '../../dataProvider/quiet';
import type { Level } from '../../shell/session/types';
import { useSession } from '../../shell/session/useSession';
import { useBuildingLevels } from '../region/levels';
import { BatteryField, HealthChip, LastSeenField, LifecycleChip } from './BeaconFields';
import { BeaconRowActions } from './BeaconRowActions';
import { BeaconSummary } from './BeaconSummary';
import { BeaconTransferButtons } from './BeaconTransferButtons';

const useFilters = (levels: readonly Level[]): ReactElement[] => {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.beacons.search')} sx={{ minWidth: 320 }} />,
    <SelectInput key="levelId" source="levelId" choices={levels.map(({ id, name }) => ({ id, name }))} alwaysOn />,
    <SelectInput
      key="lifecycle"
      source="lifecycle"
      choices={BEACON_LIFECYCLES.map((id) => ({ id, name: translate(`app.beacons.lifecycle.${id}`) }))}
      alwaysOn
    />,
    <SelectInput key="health" source="health" choices={BEACON_HEALTHS.map((id) => ({ id, name: translate(`app.beacons.health.${id}`) }))} alwaysOn />,
  ];
};

/** Reached without a chosen building (the gate normally answers first): a way to choose one, no call. */
const NoBuilding = () => {
  const translate = useTranslate();
  return (
    <Box p={2}>
      <Title title={translate('app.navigation.pages.beacon-list')} />
      <ChooseApplicationAlert />
    </Box>
  );
};

const BuildingBeacons = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const levels = useBuildingLevels(buildingId);
  const { canAccess: canChange } = useCanAccess({ resource: 'beacon', action: 'edit' });
  return (
    <List<Beacon>
      // One set of remembered filters per building: a level of another building would be refused.
      storeKey={`beacon.list.${buildingId}`}
      filter={{ buildingId }}
      filters={useFilters(levels)}
      actions={
        <TopToolbar>
          <CreateButton />
          <BeaconTransferButtons buildingId={buildingId} />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
      queryOptions={quiet}
      exporter={false}
      title={translate('app.navigation.pages.beacon-list')}
    >
      <BeaconSummary buildingId={buildingId} />
      <DataTable<Beacon> bulkActionButtons={false} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <DataTable.Col source="name" />
        <DataTable.Col source="levelId" render={(record) => record.levelName} />
        {/* One column for the pair (sorted by major): the English headers and chips need the room. */}
        <DataTable.Col<Beacon> source="major" label="app.beacons.major_minor" render={(record) => `${record.major} / ${record.minor}`} />
        <DataTable.Col source="mac" disableSort render={(record) => record.mac ?? '—'} cellSx={() => ({ fontFamily: 'monospace' })} />
        <DataTable.Col<Beacon> source="lifecycle" render={(record) => <LifecycleChip record={record} />} />
        <DataTable.Col<Beacon> source="health" disableSort render={(record) => <HealthChip record={record} />} />
        <DataTable.Col<Beacon> source="battery" render={(record) => <BatteryField record={record} />} />
        <DataTable.Col<Beacon> source="lastSeenAt" render={(record) => <LastSeenField record={record} />} />
        {canChange && <DataTable.Col source="actions" label="" disableSort render={() => <BeaconRowActions />} />}
      </DataTable>
    </List>
  );
};

/** 信标列表 (spec §2 beacon-list, issue 13): the selected building's beacons with health, battery and last signal, filtered by level, lifecycle, health and text. */
export const BeaconList = () => {
  const { buildingId } = useSession();
  return buildingId === null ? <NoBuilding /> : <BuildingBeacons key={buildingId} buildingId={buildingId} />;
};
