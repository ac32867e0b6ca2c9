import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { displayName } from '../../session/displayName';
import { useSession } from '../../session/useSession';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, py: 1 }}>
    <Typography color="text.secondary" sx={{ width: { xs: 88, sm: 120 }, flexShrink: 0 }}>
      {label}
    </Typography>
    <Box sx={{ minWidth: 0, wordBreak: 'break-word' }}>{children}</Box>
  </Box>
);

/** /account: who the admin is (e-mail, display name, type, company with its logo). */
export const ProfileCard = () => {
  const translate = useTranslate();
  const { admin, company } = useSession();
  if (!admin) return null;
  const name = admin.name || displayName(admin.email);
  const logo = company?.bigLogo || company?.smallLogo || null;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar src={company?.smallLogo ?? undefined} alt={name} sx={{ width: 48, height: 48 }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Typography variant="h6" component="h2">
            {translate('app.shell.account.profile')}
          </Typography>
        </Stack>
        <Divider />
        <Row label={translate('app.shell.account.email')}>
          <Typography data-testid="account-email">{admin.email}</Typography>
        </Row>
        <Row label={translate('app.shell.account.name')}>
          <Typography>{name}</Typography>
        </Row>
        <Row label={translate('app.shell.account.type')}>
          <Typography>{translate(`app.shell.account.types.${admin.adminType}`)}</Typography>
        </Row>
        <Row label={translate('app.shell.account.company')}>
          {company ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              {logo && <Box component="img" src={logo} alt="" sx={{ height: 28, maxWidth: 140, objectFit: 'contain' }} />}
              <Typography>{company.name}</Typography>
            </Stack>
          ) : (
            <Typography color="text.secondary">{translate('app.shell.account.no_company')}</Typography>
          )}
        </Row>
      </CardContent>
    </Card>
  );
};
