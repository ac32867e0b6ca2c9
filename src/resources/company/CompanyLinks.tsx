import { Button, Stack } from '@mui/material';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from './types';

/** The company's admins and buildings pages (spec §2 company-admins, company-buildings), with their counts. */
export const CompanyLinks = ({ compact = false }: { compact?: boolean }) => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const stop = (event: React.MouseEvent) => event.stopPropagation();
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button
        size="small"
        component={Link}
        to={`/company/company-admins/${record.id}`}
        onClick={stop}
        startIcon={<SupervisorAccountOutlinedIcon />}
        data-testid="company-admins-link"
      >
        {compact ? record.adminCount : `${translate('app.companies.admins')} (${record.adminCount})`}
      </Button>
      <Button
        size="small"
        component={Link}
        to={`/company/company-buildings/${record.id}`}
        onClick={stop}
        startIcon={<ApartmentOutlinedIcon />}
        data-testid="company-buildings-link"
      >
        {compact ? record.buildingCount : `${translate('app.companies.buildings')} (${record.buildingCount})`}
      </Button>
    </Stack>
  );
};
