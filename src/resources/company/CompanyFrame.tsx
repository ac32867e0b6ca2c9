import type { ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { companyApi } from '#contract/endpoints/company';
import { call } from '../../dataProvider/httpClient';
import { idOfParam } from '../shared/pathId';
import type { CompanyRecord } from './types';

/** The company of a company-admins / company-buildings page (`:id`), read once; the pages refresh it after a change. */
const useCompanyOfPath = () => {
  const id = idOfParam(useParams().id);
  const company = useQuery({
    queryKey: ['company', 'detail', id],
    queryFn: () => call(companyApi.detail, { query: { id: id ?? 0 }, silent: true }),
    enabled: id !== null,
    retry: false,
  });
  return { id, company };
};

/** Title, back link and the company's name above one of its pages; an unknown company says so instead. */
export const CompanyFrame = ({ title, children }: { title: string; children: (company: CompanyRecord) => ReactNode }) => {
  const translate = useTranslate();
  const { id, company } = useCompanyOfPath();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        <Button component={Link} to="/company" startIcon={<ArrowBackIcon />} size="small">
          {translate('app.companies.back')}
        </Button>
        {company.data && (
          <Typography variant="h6" component="h2" data-testid="company-frame-name">
            {company.data.name} · {translate(title)}
          </Typography>
        )}
      </Stack>
      {company.isLoading && <LinearProgress />}
      {(id === null || company.isError) && <Alert severity="warning">{translate('app.companies.notFound')}</Alert>}
      {company.data && children(company.data)}
    </Box>
  );
};
