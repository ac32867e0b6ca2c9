import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardActions, CardContent, IconButton, LinearProgress, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../dataProvider/ApiError';
import { fieldMessages } from '../../dataProvider/formErrors';
import { roleApi } from '#contract/endpoints/role';
import { call } from '../../dataProvider/httpClient';
import { useBusinessAdmins, useCompanyBuildings } from '../admin/lookups';
import { newRow, rowProblems, rowsOf, type GrantRow } from './grantRows';
import { idOfParam } from '../shared/pathId';
import { RoleMembersMissing } from './RoleMembersMissing';

const ALL = 'all';

const NOT_FOUND = 10004;

/** role-user (issue 4): the role's members; without a role id (issue 10) a page saying how to choose one, and no call. */
export const RoleMembers = () => {
  const roleId = idOfParam(useParams().id);
  return roleId === null ? <RoleMembersMissing /> : <RoleMembersEditor roleId={roleId} />;
};

/** Which business admins hold the role, on which building (or all); saved as one set. An unknown role says so. */
const RoleMembersEditor = ({ roleId }: { roleId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Silent: an unknown role is this page's own state, not a toast.
  const role = useQuery({
    queryKey: ['users', 'role', roleId],
    queryFn: () => call(roleApi.detail, { query: { id: roleId }, silent: true }),
    retry: false,
  });
  const grants = useQuery({
    queryKey: ['users', 'grants', roleId],
    queryFn: () => call(roleApi.grants, { query: { roleId } }),
    enabled: role.isSuccess,
  });
  const admins = useBusinessAdmins(role.data?.companyId);
  const buildings = useCompanyBuildings(role.data?.companyId);
  const [rows, setRows] = useState<GrantRow[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (grants.data && rows === null) setRows(rowsOf(grants.data));
  }, [grants.data, rows]);

  const update = (index: number, patch: Partial<GrantRow>) => {
    setRows((current) => (current ?? []).map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors({});
  };
  const remove = (index: number) => {
    setRows((current) => (current ?? []).filter((_, i) => i !== index));
    setErrors({});
  };

  const save = async () => {
    const current = rows ?? [];
    const problems = rowProblems(current);
    if (Object.keys(problems).length > 0) return setErrors(problems);
    setSaving(true);
    try {
      const saved = await call(roleApi.saveGrants, {
        body: { roleId, grants: current.map((row) => ({ adminId: row.adminId, buildingId: row.buildingId })) },
        silent: true,
      });
      setRows(rowsOf(saved));
      queryClient.setQueryData(['users', 'grants', roleId], saved);
      void queryClient.invalidateQueries({ queryKey: ['role'] });
      notify('app.users.members.saved', { type: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) setErrors(fieldMessages(error.errors));
      if (error instanceof ApiError && error.kind === 'api')
        notify(error.message, { type: 'error', autoHideDuration: 3000, messageArgs: { _: error.message } });
    } finally {
      setSaving(false);
    }
  };

  if (role.error instanceof ApiError && role.error.code === NOT_FOUND) return <RoleMembersMissing id={roleId} />;
  const title = translate('app.navigation.pages.role-user');
  const loading = role.isPending || grants.isPending || admins.isPending || buildings.isPending;
  const failure = role.error ?? grants.error ?? admins.error ?? buildings.error;
  const messageOf = (path: string) => (errors[path] ? translate(errors[path], { _: errors[path] }) : undefined);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="role-members">
      <Title title={title} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="h5" component="h2">
          {title}
          {role.data ? ` · ${role.data.name}` : ''}
        </Typography>
        {role.data && (
          <Button component={Link} to={`/role/${roleId}`} startIcon={<EditOutlinedIcon />}>
            {translate('app.users.members.back')}
          </Button>
        )}
      </Stack>
      <Card>
        <Box sx={{ height: 4 }}>{(loading || saving) && !failure && <LinearProgress />}</Box>
        <CardContent>
          {failure && <Alert severity="error">{failure.message}</Alert>}
          {role.data && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.users.members.intro', { company: role.data.companyName ?? '', role: role.data.name })}
            </Typography>
          )}
          {!loading && !failure && admins.data?.length === 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('app.users.members.no_admins')}
            </Alert>
          )}
          {!loading && !failure && rows?.length === 0 && <Typography color="text.secondary">{translate('app.users.members.empty')}</Typography>}
          <Stack spacing={2}>
            {!loading &&
              !failure &&
              (rows ?? []).map((row, index) => (
                <Stack key={row.key} direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }} data-testid="member-row">
                  <TextField
                    select
                    size="small"
                    label={translate('app.users.members.admin')}
                    value={row.adminId}
                    onChange={(event) => update(index, { adminId: Number(event.target.value) })}
                    error={Boolean(messageOf(`grants[${index}].adminId`))}
                    helperText={messageOf(`grants[${index}].adminId`)}
                    sx={{ minWidth: 280 }}
                  >
                    {(admins.data ?? []).map((admin) => (
                      <MenuItem key={admin.id} value={admin.id}>
                        {admin.name ? `${admin.name} (${admin.email})` : admin.email}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    size="small"
                    label={translate('app.users.members.building')}
                    value={row.buildingId ?? ALL}
                    onChange={(event) => update(index, { buildingId: event.target.value === ALL ? null : Number(event.target.value) })}
                    error={Boolean(messageOf(`grants[${index}].buildingId`))}
                    helperText={messageOf(`grants[${index}].buildingId`)}
                    sx={{ minWidth: 240 }}
                  >
                    <MenuItem value={ALL}>{translate('app.users.members.all_buildings')}</MenuItem>
                    {(buildings.data ?? []).map((building) => (
                      <MenuItem key={building.id} value={building.id}>
                        {building.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Tooltip title={translate('app.users.members.remove')}>
                    <IconButton aria-label={translate('app.users.members.remove')} onClick={() => remove(index)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              ))}
          </Stack>
          {messageOf('grants') && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {messageOf('grants')}
            </Alert>
          )}
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
          <Button startIcon={<AddIcon />} onClick={() => setRows((current) => [...(current ?? []), newRow()])} disabled={loading || Boolean(failure)}>
            {translate('app.users.members.add')}
          </Button>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={loading || saving || Boolean(failure)}>
            {translate('app.users.members.save')}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
};
