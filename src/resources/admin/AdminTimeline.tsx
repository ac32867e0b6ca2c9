import { Alert, Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { adminApi } from '#contract/endpoints/admin';
import { call } from '../../dataProvider/httpClient';
import { auditChanges } from './auditDiff';
import type { AdminRecord } from './types';

const useFormatValue = () => {
  const translate = useTranslate();
  return (field: string, value: unknown): string => {
    if (value === undefined) return '—';
    if (field === 'buildingName' && value === null) return translate('app.users.grants.all_buildings');
    if (value === null || value === '') return translate('app.users.timeline.empty_value');
    if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    if (field === 'adminType' && typeof value === 'string') return translate(`app.users.types.${value}`, { _: value });
    if (Array.isArray(value)) return value.map(String).join(', ');
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
  };
};

const useFieldLabel = () => {
  const translate = useTranslate();
  return (field: string): string => translate(`app.users.timeline.fields.${field}`, { _: translate(`resources.admin.fields.${field}`, { _: field }) });
};

/** The changes made to one admin and the roles given to or taken from them (issue 4 audit log): who, when, what, before -> after. */
export const AdminTimeline = () => {
  const translate = useTranslate();
  const format = useFormatValue();
  const label = useFieldLabel();
  const record = useRecordContext<AdminRecord>();
  const audit = useQuery({
    queryKey: ['users', 'audit', record?.id],
    queryFn: () => call(adminApi.audit, { query: { adminId: record?.id, page: 1, size: 50 }, silent: true }),
    enabled: record !== undefined,
  });
  const entries = audit.data?.records ?? [];
  return (
    <Card variant="outlined" data-testid="admin-timeline">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.users.timeline.title')}
        </Typography>
        {audit.isPending && <LinearProgress />}
        {audit.isError && <Alert severity="error">{audit.error.message}</Alert>}
        {audit.isSuccess && entries.length === 0 && <Typography color="text.secondary">{translate('app.users.timeline.empty')}</Typography>}
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <Box component="li" key={entry.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
              <Typography variant="subtitle2">{translate(`app.users.timeline.actions.${entry.action}`, { _: entry.action })}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {new Date(entry.createdAt).toLocaleString()} ·{' '}
                {translate('app.users.timeline.by', { actor: entry.actorEmail ?? translate('app.users.timeline.system') })}
              </Typography>
              {auditChanges(entry.before, entry.after).map((change) => (
                <Typography key={change.field} variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {label(change.field)}:{' '}
                  {change.before === undefined
                    ? format(change.field, change.after)
                    : change.after === undefined
                      ? format(change.field, change.before)
                      : `${format(change.field, change.before)} → ${format(change.field, change.after)}`}
                </Typography>
              ))}
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
