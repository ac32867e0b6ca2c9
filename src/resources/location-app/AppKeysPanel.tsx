import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { AppKey, AppKeyCreated, AppKeyRotated } from '#contract/schemas/app';
import { KeyShownDialog } from './KeyShownDialog';
import { RotateKeyDialog } from './RotateKeyDialog';
import { createKey, keysQueryKey, revokeKey, rotateKey, useAppKeys } from './lookups';
import { formatTime, keyActions } from './model';

const STATUS_COLOR = { active: 'success', expiring: 'warning', expired: 'default', revoked: 'error' } as const;

/** Issue 16: the app's ingestion keys: created (shown once), rotated with an overlap, revoked; the list shows prefixes only. */
export const AppKeysPanel = ({ appId }: { appId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const { data: keys = [], isPending } = useAppKeys(appId);
  const [shown, setShown] = useState<AppKeyCreated | AppKeyRotated | null>(null);
  const [rotating, setRotating] = useState<AppKey | null>(null);
  const [revoking, setRevoking] = useState<AppKey | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs a key call; a refusal is already toasted by the client (spec §8). The list and the app's counts reload. */
  const run = async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await action();
    } catch {
      return undefined;
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: keysQueryKey(appId) });
      // The list's key counts; not the edit page's record (its form keeps what is being typed).
      await queryClient.invalidateQueries({ queryKey: ['location-app', 'getList'] });
    }
  };
  const time = (iso: string | null, fallback?: string) => formatTime(iso, locale, fallback);

  return (
    <Box component="section" aria-labelledby="app-keys-title" data-testid="app-keys" sx={{ mb: 3 }}>
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography id="app-keys-title" variant="h6" component="h2">
          {translate('app.apps.keys.title')}
        </Typography>
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          disabled={busy}
          data-testid="app-key-create"
          onClick={async () => setShown((await run(() => createKey(appId))) ?? null)}
        >
          {translate('app.apps.keys.create')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.apps.keys.hint')}
      </Typography>
      {!isPending && keys.length === 0 ? (
        <Typography variant="body2" sx={{ py: 1 }}>
          {translate('app.apps.keys.none')}
        </Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                {['prefix', 'status', 'created', 'expires', 'revoked', 'last_used'].map((name) => (
                  <TableCell key={name}>{translate(`app.apps.keys.${name}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => {
                const can = keyActions(key.status);
                return (
                  <TableRow key={key.id} data-testid="app-key-row" data-status={key.status}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{key.prefix}…</TableCell>
                    <TableCell>
                      <Chip size="small" color={STATUS_COLOR[key.status]} label={translate(`app.apps.keys.state.${key.status}`)} />
                    </TableCell>
                    <TableCell>{time(key.createdAt)}</TableCell>
                    <TableCell>{time(key.expiresAt)}</TableCell>
                    <TableCell>{time(key.revokedAt)}</TableCell>
                    <TableCell>{time(key.lastUsedAt, translate('app.apps.keys.never'))}</TableCell>
                    <TableCell align="right">
                      {can.rotate && (
                        <Button size="small" startIcon={<AutorenewIcon />} disabled={busy} onClick={() => setRotating(key)} data-testid="app-key-rotate">
                          {translate('app.apps.keys.rotate')}
                        </Button>
                      )}
                      {can.revoke && (
                        <Button
                          size="small"
                          color="error"
                          startIcon={<BlockIcon />}
                          disabled={busy}
                          onClick={() => setRevoking(key)}
                          data-testid="app-key-revoke"
                        >
                          {translate('app.apps.keys.revoke')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <RotateKeyDialog
        target={rotating}
        busy={busy}
        onCancel={() => setRotating(null)}
        onConfirm={async (hours) => {
          const rotated = await run(() => rotateKey(rotating!.id, hours));
          setRotating(null);
          if (rotated) setShown(rotated);
        }}
      />
      <Confirm
        isOpen={revoking !== null}
        loading={busy}
        title="app.apps.keys.revoke_title"
        translateOptions={{ prefix: revoking?.prefix ?? '' }}
        content="app.apps.keys.revoke_content"
        confirm="app.apps.keys.revoke"
        confirmColor="warning"
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          const revoked = await run(() => revokeKey(revoking!.id));
          setRevoking(null);
          if (revoked) notify('app.apps.keys.revoked_done', { type: 'info' });
        }}
      />
      <KeyShownDialog created={shown} onClose={() => setShown(null)} />
    </Box>
  );
};
