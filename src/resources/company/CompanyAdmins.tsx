import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DateField, useNotify, useTranslate } from 'react-admin';
import { adminApi } from '#contract/endpoints/admin';
import { ApiError } from '../../dataProvider/ApiError';
import { fieldMessages } from '../../dataProvider/formErrors';
import { call } from '../../dataProvider/httpClient';
import { CompanyFrame } from './CompanyFrame';
import type { CompanyRecord } from './types';

/** Invites a company administrator: the server creates the account and mails a set-password link (no password typed here). */
const InviteForm = ({ company, onInvited }: { company: CompanyRecord; onInvited: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const invite = async () => {
    setBusy(true);
    setErrors({});
    try {
      const body = { email, name, adminType: 'COMPANY_ADMINISTRATOR' as const, companyId: company.id, enabled: true, sendSetPasswordMail: true };
      await call(adminApi.save, { body, silent: true });
      notify('app.companies.invited', { type: 'success', messageArgs: { email } });
      setEmail('');
      setName('');
      onInvited();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.errors.length > 0) setErrors(fieldMessages(error.errors));
      else notify(error.message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('app.companies.inviteTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.companies.inviteHelp')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          <TextField
            label={translate('resources.admin.fields.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!errors.email}
            helperText={errors.email ?? ' '}
            size="small"
            required
            inputProps={{ 'data-testid': 'invite-email' }}
          />
          <TextField
            label={translate('resources.admin.fields.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={errors.name ?? ' '}
            size="small"
            required
            inputProps={{ 'data-testid': 'invite-name' }}
          />
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            onClick={() => void invite()}
            disabled={busy || !email.trim() || !name.trim()}
            sx={{ mt: { sm: 0.25 }, flexShrink: 0, whiteSpace: 'nowrap' }}
            data-testid="invite-send"
          >
            {translate('app.companies.invite')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

const AdminTable = ({ companyId }: { companyId: number }) => {
  const translate = useTranslate();
  const admins = useQuery({
    queryKey: ['company', 'admins', companyId],
    queryFn: () => call(adminApi.list, { query: { page: 1, size: 200, companyId, sort: 'email', order: 'asc' } }).then((p) => p.records),
  });
  if (admins.isError) return <Alert severity="error">{translate('app.companies.loadFailed')}</Alert>;
  if (admins.data?.length === 0) return <Alert severity="info">{translate('app.companies.noAdmins')}</Alert>;
  return (
    <Table size="small" data-testid="company-admin-table">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.admin.fields.email')}</TableCell>
          <TableCell>{translate('resources.admin.fields.name')}</TableCell>
          <TableCell>{translate('resources.admin.fields.adminType')}</TableCell>
          <TableCell>{translate('resources.admin.fields.enabled')}</TableCell>
          <TableCell>{translate('resources.admin.fields.lastLoginAt')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(admins.data ?? []).map((a) => (
          <TableRow key={a.id}>
            <TableCell>{a.email}</TableCell>
            <TableCell>{a.name}</TableCell>
            <TableCell>{translate(`app.users.types.${a.adminType}`)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={a.enabled ? 'success' : 'default'}
                label={translate(a.enabled ? 'ra.boolean.true' : 'ra.boolean.false')}
              />
            </TableCell>
            <TableCell>{a.lastLoginAt ? <DateField record={a} source="lastLoginAt" showTime /> : translate('app.companies.notYet')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** company-admins (spec §2, issue 16): the company's administrators, and inviting a company administrator by mail. */
export const CompanyAdmins = () => {
  const queryClient = useQueryClient();
  return (
    <CompanyFrame title="app.navigation.pages.company-admins">
      {(company) => (
        <Stack spacing={2}>
          <InviteForm
            company={company}
            onInvited={() => {
              void queryClient.invalidateQueries({ queryKey: ['company'] });
            }}
          />
          <Card variant="outlined">
            <AdminTable companyId={company.id} />
          </Card>
        </Stack>
      )}
    </CompanyFrame>
  );
};
