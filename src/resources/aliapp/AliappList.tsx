import PaymentOutlinedIcon from '@mui/icons-material/PaymentOutlined';
import { Box, Chip, Typography } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import type { AliappDto } from '#contract/schemas/aliapp';
import { quiet } from '../../dataProvider/quiet';
import { EmptyState } from '../../shell/layout/EmptyState';

const noAliapps = <EmptyState icon={PaymentOutlinedIcon} title="app.aliapp.emptyTitle" text="app.aliapp.emptyBody" create testId="aliapp-empty" />;

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** 支付宝小程序列表 (spec §2 aliapp-list, issue 17). */
export const AliappList = () => {
  const translate = useTranslate();
  return (
    <List<AliappDto>
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
      queryOptions={quiet}
      exporter={false}
      empty={noAliapps}
      title={translate('app.navigation.pages.aliapp-list')}
    >
      <DataTable<AliappDto> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col<AliappDto>
          source="name"
          render={(r) => (
            <Box>
              <Box sx={{ fontWeight: 500 }}>{r.name}</Box>
              {r.alipayName && (
                <Typography variant="caption" color="text.secondary">
                  {r.alipayName}
                </Typography>
              )}
            </Box>
          )}
        />
        <DataTable.Col<AliappDto> source="appid" cellSx={() => ({ fontFamily: 'monospace' })} />
        <DataTable.Col<AliappDto>
          source="appName"
          disableSort
          render={(r) => (r.appName ? `${r.appName}${r.companyName ? ` · ${r.companyName}` : ''}` : '—')}
        />
        <DataTable.Col<AliappDto>
          source="privateKeySet"
          disableSort
          render={(r) => (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label={translate('app.aliapp.keysSet')}
              title={`${r.privateKeyFingerprint} / ${r.alipayPublicKeyFingerprint}`}
            />
          )}
        />
        <DataTable.Col<AliappDto>
          source="updatedAt"
          sortByOrder="DESC"
          cellSx={() => ({ whiteSpace: 'nowrap' })}
          render={(r) => new Date(r.updatedAt).toLocaleString()}
        />
      </DataTable>
    </List>
  );
};
