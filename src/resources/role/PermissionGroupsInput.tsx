import { Box, Checkbox, FormControlLabel, FormHelperText, FormLabel, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import { accountApi } from '#contract/endpoints/account';
import { call } from '../../dataProvider/httpClient';
import type { Permission } from '../../shell/session/types';
import { useSession } from '../../shell/session/useSession';
import { groupPermissions, groupState, toggleCode, toggleGroup } from './permissionGroups';

/** All codes with their names: loaded at start-up (spec §4), fetched here if not yet. */
const useAllPermissions = (): Permission[] | undefined => {
  const { allPermissions } = useSession();
  const fetched = useQuery({
    queryKey: ['users', 'permissions'],
    queryFn: () => call(accountApi.allPermissions),
    enabled: allPermissions === null,
    staleTime: Infinity,
  });
  return allPermissions ?? fetched.data;
};

/** The role's spec §6 codes picked from groups, each with a select-all box (checked / indeterminate). */
export const PermissionGroupsInput = ({ source = 'permissions' }: { source?: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const all = useAllPermissions();
  const { field, fieldState } = useInput<string[]>({ source, defaultValue: [] });
  const selected: string[] = Array.isArray(field.value) ? field.value : [];
  const set = (next: string[]) => field.onChange(next);
  const label = (p: Permission) => (locale === 'zh' ? p.name : p.nameEn);
  if (!all) return <Typography color="text.secondary">{translate('app.users.permissions.loading')}</Typography>;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }} data-testid="permission-groups">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {translate('resources.role.fields.permissions')}
      </FormLabel>
      <Stack spacing={1}>
        {groupPermissions(all).map((group) => {
          const state = groupState(group, selected);
          const title = translate(`app.users.permissions.groups.${group.key}`, { _: group.key });
          const held = group.permissions.filter((p) => selected.includes(p.value)).length;
          return (
            <Paper key={group.key} variant="outlined" sx={{ px: 2, py: 1 }} role="group" aria-label={title} data-testid={`permission-group-${group.key}`}>
              <Stack direction="row" alignItems="center" justifyContent="space-between">
                <FormControlLabel
                  label={<Typography fontWeight={600}>{title}</Typography>}
                  control={
                    <Checkbox
                      checked={state === 'all'}
                      indeterminate={state === 'some'}
                      onChange={() => set(toggleGroup(group, selected))}
                      aria-label={`${title} ${translate('app.users.permissions.select_all')}`}
                    />
                  }
                />
                <Typography variant="caption" color="text.secondary">
                  {translate('app.users.permissions.selected', { count: held, total: group.permissions.length })}
                </Typography>
              </Stack>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', pl: 3 }}>
                {group.permissions.map((p) => (
                  <FormControlLabel
                    key={p.value}
                    label={label(p)}
                    title={p.value}
                    control={<Checkbox size="small" checked={selected.includes(p.value)} onChange={() => set(toggleCode(p.value, selected))} />}
                  />
                ))}
              </Box>
            </Paper>
          );
        })}
      </Stack>
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>}
    </Box>
  );
};
