import { SelectInput } from 'react-admin';
import { useAppGroupChoices } from './lookups';

/**
 * Issue 16: the 应用分组 filter of the platform's lists (定位应用列表, 地图列表): sends `appGroupId`, and the
 * server keeps the group's apps (or the buildings in them). Place it as `<AppGroupFilter key="appGroupId" source="appGroupId" alwaysOn />`.
 */
export const AppGroupFilter = ({ source = 'appGroupId' }: { source?: string; alwaysOn?: boolean }) => {
  const { data: groups = [], isPending } = useAppGroupChoices();
  return (
    <SelectInput source={source} label="app.appGroups.filter" choices={groups} isPending={isPending} sx={{ minWidth: 180 }} data-testid="app-group-filter" />
  );
};
