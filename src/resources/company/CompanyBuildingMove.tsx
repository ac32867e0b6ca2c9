import { useState } from 'react';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import { Alert, Box, Button, Card, CardContent, LinearProgress, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { buildingApi } from '#contract/endpoints/building';
import { ApiError } from '../../dataProvider/ApiError';
import { call } from '../../dataProvider/httpClient';
import { useCompanyChoices } from '../admin/lookups';
import { idOfParam } from '../shared/pathId';

/** company-buildings-update (spec §2, issue 16): move a building to another company, after seeing and confirming what that does. */
export const CompanyBuildingMove = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = idOfParam(useParams().id);
  const companies = useCompanyChoices();
  const [target, setTarget] = useState<number | ''>('');
  const [asking, setAsking] = useState(false);
  const building = useQuery({
    queryKey: ['building', 'move', id],
    queryFn: () => call(buildingApi.one, { query: { id: id ?? 0 }, silent: true }),
    enabled: id !== null,
    retry: false,
  });
  const preview = useQuery({
    queryKey: ['building', 'move-preview', id, target],
    queryFn: () => call(buildingApi.movePreview, { query: { id: id ?? 0, companyId: Number(target) } }),
    enabled: id !== null && target !== '',
  });
  const plan = preview.data;
  const move = async () => {
    setAsking(false);
    try {
      const done = await call(buildingApi.move, { body: { id: id ?? 0, companyId: Number(target) }, silent: true });
      void queryClient.invalidateQueries();
      notify('app.companies.moved', { type: 'success', messageArgs: { building: done.buildingName, company: done.toCompanyName } });
      navigate(`/company/company-buildings/${done.toCompanyId}`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      notify(error.errors[0]?.message ?? error.message, { type: 'error' });
    }
  };
  const lines = plan
    ? [
        translate('app.companies.moveGrants', {
          smart_count: plan.grants.length,
          admins: plan.grants.map((g) => `${g.adminEmail}（${g.roleName}）`).join('、') || '—',
        }),
        plan.appName ? translate('app.companies.moveApp', { app: plan.appName, links: plan.links }) : translate('app.companies.moveNoApp'),
        translate('app.companies.moveKept', { qrcodes: plan.qrcodes, days: plan.statisticsDays }),
      ]
    : [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="app.navigation.pages.company-buildings-update" />
      {building.isLoading && <LinearProgress />}
      {(id === null || building.isError) && <Alert severity="warning">{translate('app.companies.buildingNotFound')}</Alert>}
      {building.data && (
        <Card variant="outlined" sx={{ maxWidth: 720 }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom data-testid="move-building-name">
              {building.data.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.companies.moveFrom', { company: building.data.companyName ?? '' })}
            </Typography>
            <TextField
              select
              label={translate('app.companies.moveTo')}
              value={target}
              onChange={(e) => setTarget(Number(e.target.value))}
              size="small"
              sx={{ minWidth: 280 }}
              inputProps={{ 'data-testid': 'move-target' }}
            >
              {companies
                .filter((c) => c.id !== building.data.companyId)
                .map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
            </TextField>
            {preview.isFetching && <LinearProgress sx={{ mt: 2 }} />}
            {plan && (
              <List dense data-testid="move-plan" sx={{ mt: 1 }}>
                {lines.map((line) => (
                  <ListItem key={line} disableGutters>
                    <ListItemText primary={line} />
                  </ListItem>
                ))}
              </List>
            )}
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button variant="contained" startIcon={<DriveFileMoveOutlinedIcon />} disabled={!plan} onClick={() => setAsking(true)} data-testid="move-submit">
                {translate('app.companies.move')}
              </Button>
              <Button onClick={() => navigate(-1)}>{translate('ra.action.cancel')}</Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={asking}
        title="app.companies.moveTitle"
        content={lines.join('\n')}
        translateOptions={{ building: plan?.buildingName ?? '', company: plan?.toCompanyName ?? '' }}
        onClose={() => setAsking(false)}
        onConfirm={() => void move()}
        sx={{ '& .MuiDialogContentText-root': { whiteSpace: 'pre-line' } }}
      />
    </Box>
  );
};
