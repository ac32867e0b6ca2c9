import type { ReactElement } from 'react';
import { Box, Chip, Link, Stack, Tooltip } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import {
  Button,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  Title,
  TopToolbar,
  useCanAccess,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { QRCODE_KINDS } from '#contract/endpoints/qrcode';
import type { Qrcode } from '#contract/schemas/qrcode';
import { ChooseApplicationAlert } from '../../shell/layout/ChooseApplicationAlert';
import { quiet } from '../../dataProvider/quiet';
import { ICON_ONLY, RowDeleteButton } from '../shared/RowDeleteButton';
import type { Level } from '../../shell/session/types';
import { useSession } from '../../shell/session/useSession';
import { useBuildingLevels } from '../region/levels';
import { PrintBatchButton } from './PrintBatchButton';
import { successPath } from './successPath';

const useFilters = (levels: readonly Level[]): ReactElement[] => {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.qrcodes.search')} sx={{ minWidth: 280 }} />,
    <SelectInput key="levelId" source="levelId" choices={levels.map(({ id, name }) => ({ id, name }))} alwaysOn />,
    <TextInput key="batch" source="batch" alwaysOn resettable sx={{ width: 200 }} />,
    <SelectInput key="kind" source="kind" choices={QRCODE_KINDS.map((id) => ({ id, name: translate(`app.qrcodes.kind.${id}`) }))} alwaysOn />,
    <SelectInput
      key="enabled"
      source="enabled"
      choices={[
        { id: 'true', name: translate('app.qrcodes.enabled') },
        { id: 'false', name: translate('app.qrcodes.disabled') },
      ]}
      alwaysOn
    />,
  ];
};

const KindChip = ({ record }: { record: Qrcode }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`app.qrcodes.kind.${record.kind}`)} />;
};

/** A batch name that filters the list to its batch (then the print sheet is one click away). */
const BatchLink = ({ record }: { record: Qrcode }) => {
  const { filterValues, setFilters } = useListContext();
  if (!record.batch) return <>—</>;
  return (
    <Link
      component="button"
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        setFilters({ ...filterValues, batch: record.batch });
      }}
    >
      {record.batch}
    </Link>
  );
};

const RowActions = ({ canDelete }: { canDelete: boolean }) => {
  const record = useRecordContext<Qrcode>();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('app.qrcodes.view_image')}>
        <span>
          <Button label="app.qrcodes.view_image" onClick={() => navigate(successPath(record.id))} data-testid="qrcode-view-image" sx={ICON_ONLY}>
            <ImageOutlinedIcon />
          </Button>
        </span>
      </Tooltip>
      {canDelete && <RowDeleteButton confirmTitle="app.qrcodes.delete_title" confirmContent="app.qrcodes.delete_content" testId="qrcode-delete" />}
    </Stack>
  );
};

const NoBuilding = () => {
  const translate = useTranslate();
  return (
    <Box p={2}>
      <Title title={translate('app.navigation.pages.qrcode-list')} />
      <ChooseApplicationAlert />
    </Box>
  );
};

const BuildingQrcodes = ({ buildingId }: { buildingId: number }) => {
  const translate = useTranslate();
  const levels = useBuildingLevels(buildingId);
  const { canAccess: canEdit } = useCanAccess({ resource: 'qrcode', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'qrcode', action: 'delete' });
  return (
    <List<Qrcode>
      storeKey={`qrcode.list.${buildingId}`}
      filter={{ buildingId }}
      filters={useFilters(levels)}
      actions={
        <TopToolbar>
          <CreateButton />
          <PrintBatchButton buildingId={buildingId} />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
      queryOptions={quiet}
      exporter={false}
      title={translate('app.navigation.pages.qrcode-list')}
    >
      {/* No scan counts yet: scans are not recorded (the analytics issue adds the events). */}
      <DataTable<Qrcode> bulkActionButtons={false} rowClick={canEdit ? 'edit' : false} sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <DataTable.Col source="name" />
        <DataTable.Col source="levelId" render={(record) => record.levelName ?? '—'} />
        <DataTable.Col<Qrcode> source="kind" render={(record) => <KindChip record={record} />} />
        <DataTable.Col<Qrcode> source="batch" render={(record) => <BatchLink record={record} />} />
        <DataTable.Col source="scene" disableSort cellSx={() => ({ fontFamily: 'monospace' })} />
        <DataTable.NumberCol source="scans" disableSort />
        <DataTable.Col<Qrcode>
          source="enabled"
          disableSort
          render={(record) => (
            <Chip
              size="small"
              color={record.enabled ? 'success' : 'default'}
              label={translate(record.enabled ? 'app.qrcodes.enabled' : 'app.qrcodes.disabled')}
            />
          )}
        />
        <DataTable.Col source="actions" label="" disableSort render={() => <RowActions canDelete={canDelete ?? false} />} />
      </DataTable>
    </List>
  );
};

/** 二维码列表 (spec §2 qrcode-list, issue 13): the selected building's codes, filtered by level, batch, kind, state and text. */
export const QrcodeList = () => {
  const { buildingId } = useSession();
  return buildingId === null ? <NoBuilding /> : <BuildingQrcodes key={buildingId} buildingId={buildingId} />;
};
